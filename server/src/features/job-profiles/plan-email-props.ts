import { BLURRED_SCHOOL_TEXT, canSeeSchoolName } from '@pathcraft/sdk';
import type { jobProfiles } from '../../db/schema/index.ts';
import type { PlanItem, TrainingPlanEmailProps } from '../../emails/training-plan.ts';

type JobProfileRow = typeof jobProfiles.$inferSelect;
type Fields = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Saved selections are whatever the widget stored: keep the objects, read their fields as text. */
function itemsOf(list: unknown[] | null, toItem: (f: Fields) => PlanItem): PlanItem[] {
  return (list ?? []).filter((v): v is Fields => typeof v === 'object' && v !== null).map(toItem);
}

/** 'Pittsburgh, PA 15238' from the resolved place, else what the visitor typed. */
export function planLocation(profile: Pick<JobProfileRow, 'location' | 'occupationLocation'>): string | null {
  const place = (profile.occupationLocation ?? null) as Fields | null;
  const city = text(place?.city);
  const state = text(place?.state);
  const zip = text(place?.zip);
  if (city && state) return `${city}, ${state}${zip ? ` ${zip}` : ''}`;
  return profile.location?.trim() || null;
}

/** The Training Plan e-mail's content for a saved profile; school names follow the organization's plan. */
export function planEmailProps(profile: JobProfileRow, opts: { publicUrl: string; plan: string | null }): TrainingPlanEmailProps {
  const element = (f: Fields): PlanItem => ({ name: text(f.ElementName), id: text(f.ElementId), detail: f.Importance != null ? `Importance ${text(f.Importance)}` : null });
  return {
    planId: profile.id,
    occupation: { title: profile.OnetTitle, code: profile.OnetCode, description: profile.OccupationDescription ?? '' },
    location: planLocation(profile),
    skills: itemsOf(profile.selectedSkills, element),
    knowledge: itemsOf(profile.selectedKnowledge, element),
    certifications: itemsOf(profile.selectedCerts, (f) => ({ name: text(f.Name), id: text(f.Id), detail: text(f.Type) || null })),
    programs: itemsOf(profile.selectedSchoolPrograms, (f) => {
      const school = text(f.SchoolName);
      const shown = school && f.SchoolNameHidden !== true && canSeeSchoolName(school, { plan: opts.plan });
      const state = text(f.StateAbbr);
      return { name: text(f.ProgramName), id: text(f.ID), detail: `${shown ? school : BLURRED_SCHOOL_TEXT}${state ? `, ${state}` : ''}` };
    }),
    getStartedUrl: jobProfileUrl(opts.publicUrl, profile.id),
  };
}

/** The read-only external job-profile page (001 §2), where the recipient starts a pathway from the plan. */
export const jobProfileUrl = (publicUrl: string, id: string) => `${publicUrl}/external/job-profiles/${encodeURIComponent(id)}`;

import { BLURRED_SCHOOL_TEXT, canSeeSchoolName, SPONSOR_SOURCE, zip5 } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { jobProfiles } from '../../db/schema/index.ts';
import type { PlanItem, PlanSponsors, TrainingPlanEmailProps } from '../../emails/training-plan.ts';
import { lookupPlace } from '../locations/lookup-place.ts';
import { findSponsors } from '../occupations/find-nearby.ts';
import { findOccupation } from '../occupations/find-occupation.ts';

type TrainingPlanRow = typeof jobProfiles.$inferSelect;
type Fields = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Saved selections are whatever the widget stored: keep the objects, read their fields as text. */
function itemsOf(list: unknown[] | null, toItem: (f: Fields) => PlanItem): PlanItem[] {
  return (list ?? []).filter((v): v is Fields => typeof v === 'object' && v !== null).map(toItem);
}

/** 'Pittsburgh, PA 15238' from the resolved place, else what the visitor typed. */
export function planLocation(profile: Pick<TrainingPlanRow, 'location' | 'occupationLocation'>): string | null {
  const place = (profile.occupationLocation ?? null) as Fields | null;
  const city = text(place?.city);
  const state = text(place?.state);
  const zip = text(place?.zip);
  if (city && state) return `${city}, ${state}${zip ? ` ${zip}` : ''}`;
  return profile.location?.trim() || null;
}

/** The Training Plan e-mail's content for a saved profile; school names follow the organization's plan. */
export function planEmailProps(
  profile: TrainingPlanRow,
  opts: { publicUrl: string; plan: string | null },
): TrainingPlanEmailProps {
  const element = (f: Fields): PlanItem => ({
    name: text(f.ElementName),
    id: text(f.ElementId),
    detail: f.Importance != null ? `Importance ${text(f.Importance)}` : null,
  });
  return {
    planId: profile.id,
    occupation: { title: profile.OnetTitle, code: profile.OnetCode, description: profile.OccupationDescription ?? '' },
    location: planLocation(profile),
    skills: itemsOf(profile.selectedSkills, element),
    knowledge: itemsOf(profile.selectedKnowledge, element),
    certifications: itemsOf(profile.selectedCerts, (f) => ({
      name: text(f.Name),
      id: text(f.Id),
      detail: text(f.Type) || null,
    })),
    programs: itemsOf(profile.selectedSchoolPrograms, (f) => {
      const school = text(f.SchoolName);
      const shown = school && f.SchoolNameHidden !== true && canSeeSchoolName(school, { plan: opts.plan });
      const state = text(f.StateAbbr);
      return {
        name: text(f.ProgramName),
        id: text(f.ID),
        detail: `${shown ? school : BLURRED_SCHOOL_TEXT}${state ? `, ${state}` : ''}`,
      };
    }),
    getStartedUrl: jobProfileUrl(opts.publicUrl, profile.id),
  };
}

/** The read-only external job-profile page (docs/rules.md#training-plans), where the recipient starts a pathway from the plan. */
export const jobProfileUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/external/job-profiles/${encodeURIComponent(id)}`;

/** How many sponsors the plan e-mail lists: a short list; the plan's page has the rest. */
export const PLAN_EMAIL_SPONSORS = 3;

/**
 * The nearest registered apprenticeship sponsors of the plan's occupation, from the plan's ZIP code
 * (looked up again: the saved place is what a browser sent). Null without a ZIP or a sponsor.
 */
export async function planSponsors(
  db: Db,
  profile: Pick<TrainingPlanRow, 'OnetCode' | 'location' | 'occupationLocation'>,
): Promise<PlanSponsors | null> {
  const zip = [profile.location, text((profile.occupationLocation as Fields | null)?.zip)]
    .map((v) => zip5(v))
    .find((v) => v !== null);
  if (!zip) return null;
  const [occupation, place] = await Promise.all([findOccupation(db, profile.OnetCode), lookupPlace(db, zip)]);
  if (!occupation || !place) return null;
  const list = await findSponsors(db, occupation, place, PLAN_EMAIL_SPONSORS);
  if (!list.Sponsors.length) return null;
  const stateName = place.stateName ?? place.state;
  return {
    heading: `Nearest to ${place.city}, ${place.state} ${place.zip}`,
    note: list.StateCovered
      ? null
      : `Registered apprenticeship sponsors in ${stateName} are not in our data; these are the nearest in other states.`,
    items: list.Sponsors.map((s) => ({
      name: s.Name,
      detail: `${[s.City, s.StateAbbr].filter(Boolean).join(', ')} · ${Math.round(s.Distance)} mi`,
      url: s.ProfileUrl,
    })),
    source: `Source: ${SPONSOR_SOURCE.Name}, ${SPONSOR_SOURCE.Date}.`,
  };
}

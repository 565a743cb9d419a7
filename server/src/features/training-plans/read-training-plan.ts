import type { SavedTrainingPlan } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobProfiles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { actsFor } from '../../platform/acting-org.ts';
import { jobProfilesPolicy } from '../data-access/policies/assistant.ts';
import { first } from '../../db/first.ts';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'companyName'] as const;

/**
 * A saved plan for the read-only external page: anyone with the link reads the fields the
 * jobProfiles policy makes public; the contact details go only to members of its organization.
 */
export async function readTrainingPlan(db: Db, actor: Actor, id: string): Promise<SavedTrainingPlan | null> {
  const row = await first(db.select().from(jobProfiles).where(eq(jobProfiles.id, id)));
  if (!row) return null;
  const member = actor.kind === 'user' && actsFor(actor, row.orgId);
  const fields = [...(jobProfilesPolicy.public?.fields ?? []), ...(member ? CONTACT_FIELDS : [])];
  // The policy's public fields are a list read at run time: the view is the row's fields named there (SavedTrainingPlan's).
  const view: Partial<typeof row> = Object.fromEntries(fields.map((f) => [f, row[f as keyof typeof row]]));
  return view as SavedTrainingPlan;
}

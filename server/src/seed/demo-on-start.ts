import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { first } from '../db/first.ts';
import { organizations } from '../db/schema/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { DEMO_ACCESS_CODES } from './sample-invites.ts';
import { DEMO_SIGN_INS, WORKFORCE_SLUG } from './sample-people.ts';
import { PAGE_LINK_ACCESS_CODES } from './sample-public-pages.ts';

export interface SeedDemoContext {
  db: Db;
  /** The server's secret for hashing access codes (hashSecret). */
  pepper: string;
  /** Encrypts private fields at rest. */
  cipher: FieldCipher;
  /** Where the sponsor's signature image is stored. */
  storage: FileStorage;
  now?: Date;
}

export interface SeedDemoResult {
  seeded: boolean;
  signIns: { role: string; email: string; password: string; orgSlug?: string }[];
  accessCodes: { what: string; url: string; code: string }[];
}

/** What a start with the demo prints: its sign-ins and access codes. */
export const demoSignIns = (): Omit<SeedDemoResult, 'seeded'> => ({
  signIns: DEMO_SIGN_INS.map((x) => ({ ...x })),
  accessCodes: [...DEMO_ACCESS_CODES, ...PAGE_LINK_ACCESS_CODES].map((x) => ({ ...x })),
});

export async function demoExists(db: Pick<Db, 'select'>): Promise<boolean> {
  return !!(await first(
    db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, WORKFORCE_SLUG)),
  ));
}

/**
 * A start with the demo on: the demo's sign-ins, and the seeding only when the database has no
 * demo yet. The seed's modules (sample data, the sdk's schemas, signatures, materials) load then,
 * not on every start (issue 29 goal 5: a warm start runs only what it needs).
 */
export async function demoOnStart(ctx: SeedDemoContext): Promise<SeedDemoResult> {
  if (await demoExists(ctx.db)) return { seeded: false, ...demoSignIns() };
  return await (await import('./demo.ts')).seedDemo(ctx);
}

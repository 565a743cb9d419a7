import Database from 'better-sqlite3';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';

/** The compliance room's RAPIDS file, downloaded with its Download CSV button: its name and its text (byte-order mark taken off). */
export async function downloadRapidsFile(page: Page): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return { fileName: download.suggestedFilename(), text };
}

/** The file's rows by column heading, as a spreadsheet reads them. */
export const rapidsRows = (text: string) => Papa.parse<Record<string, string>>(text, { header: true }).data;

const STAMP = '2026-09-01T12:00:00.000Z';

/**
 * A program of the demo workforce sponsor with one demo learner as its apprentice (and a wage
 * schedule, when given), written straight into the running platform's SQLite file: test setup a
 * sponsor would do in the console, kept off the demo programs other suites change.
 */
export function addProgramWithApprentice(
  dataDir: string,
  program: {
    id: string;
    title: string;
    userId: string;
    ojtHours?: number;
    /** Its employer and RTI provider, made anew (without their agency identifiers). */
    employer?: { id: string; name: string };
    provider?: { id: string; name: string };
    /** Its location, made anew in this state (the state that registers the program). */
    locationState?: string;
  },
  schedule?: { title: string; entryWage: number; wageRates: { wageAmount: number; duration: number }[] },
  /** The apprentice's agreement on it, signed at that time, with its probationary hours. */
  agreement?: { signedAt: string; hoursProbationary: number },
): void {
  const db = new Database(join(dataDir, 'pathcraft.db'));
  try {
    for (const [table, made] of [
      ['employerProfiles', program.employer],
      ['instructionProviders', program.provider],
    ] as const)
      if (made)
        db.prepare(
          `INSERT OR IGNORE INTO ${table} (id, orgId, name, createdAt, updatedAt) VALUES (?, 'demo-workforce-org', ?, ?, ?)`,
        ).run(made.id, made.name, STAMP, STAMP);
    const locationId = program.locationState ? `loc-${program.id}` : null;
    if (locationId)
      db.prepare(
        `INSERT OR IGNORE INTO locations (id, orgId, name, addressState, createdAt, updatedAt)
         VALUES (?, 'demo-workforce-org', ?, ?, ?, ?)`,
      ).run(locationId, `${program.title} site`, program.locationState, STAMP, STAMP);
    db.prepare(
      `INSERT OR IGNORE INTO apprenticeships (id, orgId, title, ojtHours, employerProfileId, instructionProviderId, locationId, createdAt, updatedAt)
       VALUES (?, 'demo-workforce-org', ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      program.id,
      program.title,
      program.ojtHours ?? null,
      program.employer?.id ?? null,
      program.provider?.id ?? null,
      locationId,
      STAMP,
      STAMP,
    );
    db.prepare(
      `INSERT OR IGNORE INTO apprenticeshipUsers (id, orgId, apprenticeshipId, userId, role, active, createdAt, updatedAt)
       VALUES (?, 'demo-workforce-org', ?, ?, 'apprentice', 1, ?, ?)`,
    ).run(`au-${program.id}`, program.id, program.userId, STAMP, STAMP);
    if (schedule)
      db.prepare(
        `INSERT OR IGNORE INTO wageSchedules (id, orgId, title, entryWage, wageRates, apprenticeshipId, createdAt, updatedAt)
         VALUES (?, 'demo-workforce-org', ?, ?, ?, ?, ?, ?)`,
      ).run(
        `ws-${program.id}`,
        schedule.title,
        schedule.entryWage,
        JSON.stringify(schedule.wageRates),
        program.id,
        STAMP,
        STAMP,
      );
    if (agreement)
      db.prepare(
        `INSERT OR IGNORE INTO apprenticeAgreements (id, orgId, apprenticeshipId, userId, hoursProbationary, signedAt, createdAt, updatedAt)
         VALUES (?, 'demo-workforce-org', ?, ?, ?, ?, ?, ?)`,
      ).run(
        `aa-${program.id}`,
        program.id,
        program.userId,
        agreement.hoursProbationary,
        agreement.signedAt,
        STAMP,
        STAMP,
      );
  } finally {
    db.close();
  }
}

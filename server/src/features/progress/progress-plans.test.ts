import { approvalOverdueCutoff } from '@pathcraft/sdk';
import { eq, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf } from '../../db/pg-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sqliteJsonSql } from '../../db/json-sql.ts';
import { apprenticeships, apprenticeshipUsers, employerProfiles, hoursLogs } from '../../db/schema/index.ts';
import { contactEmailIs, overseenApprentices } from './progress-access.ts';
import { totalsStatements } from './progress-totals.ts';

/**
 * The sums behind the apprentices list and one apprentice's progress, planned on the demo database:
 * each must seek the weeks of the listed programs through an index (two years of weekly logs for
 * 10,000 apprentices are a million rows), never read the whole table. On SQLite a `SCAN <table>`
 * without an index is such a read (a `json_each` of one week's entries is not); on PostgreSQL a
 * `Seq Scan` in a plan made with sequential scans disabled.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROGRAM = 'demo-apprenticeship-imm';
const scopes = {
  'a program': { apprenticeshipIds: [PROGRAM, 'another-program'] },
  'one apprentice': { apprenticeshipIds: [PROGRAM], userIds: ['demo-wf-student'] },
  'a page of apprentices': {
    apprenticeshipIds: [PROGRAM, 'another-program'],
    userIds: ['demo-wf-student', 'demo-wf-learner-04'],
  },
};

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PgPlanNode[];
}

/** The plan's lines (SQLite) or nodes (PostgreSQL, as `<node type> on <relation> using <index>`). */
async function planOf(statement: SQL | undefined): Promise<string[]> {
  if (t.db.$dialect === 'postgres') {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement!);
    const client = await pgPoolOf(t.db)!.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, params);
      await client.query('ROLLBACK');
      const nodes: string[] = [];
      const visit = (node: PgPlanNode) => {
        if (node['Relation Name'])
          nodes.push(`${node['Node Type']} on ${node['Relation Name']} using ${node['Index Name'] ?? '-'}`);
        node.Plans?.forEach(visit);
      };
      visit((rows[0]['QUERY PLAN'] as { Plan: PgPlanNode }[])[0]!.Plan);
      return nodes;
    } finally {
      client.release();
    }
  }
  const { sql: text, params } = new SQLiteSyncDialect().sqlToQuery(statement!);
  const plan = t.sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[];
  return plan.map((p) => p.detail);
}

/** Reads of a whole table: `SCAN <table>` without an index (a CTE's own rows and one week's json_each are not), or a Seq Scan. */
const fullScans = (plan: string[]) =>
  plan.filter(
    (d) => /^Seq Scan/.test(d) || (/^SCAN (\w+)(?: AS \w+)?$/.test(d) && !/^SCAN (e|p|r|json_each)\b/.test(d)),
  );

/** The reads of the weeks: SQLite's `SEARCH l …` lines, PostgreSQL's nodes on hoursLogs. */
const weekReads = (plan: string[]) => plan.filter((d) => /^SEARCH l |on hoursLogs /.test(d));

describe('progress sums: every statement seeks by program through an index', () => {
  const cases = Object.entries(scopes).flatMap(([scopeName, scope]) =>
    Object.keys(totalsStatements(sqliteJsonSql, { ...scope, overdueCutoff: '' })).map(
      (name) => [`${name}, ${scopeName}`, name, scope] as const,
    ),
  );
  it.each(cases)('%s', async (_label, name, scope) => {
    const plan = await planOf(
      totalsStatements(t.db.capabilities.jsonSql, {
        ...scope,
        overdueCutoff: approvalOverdueCutoff(new Date('2026-11-28T12:00:00Z')),
      })[name],
    );
    expect(fullScans(plan)).toEqual([]);
    // The sums that need no entries read the totals index alone on SQLite, never the weeks' rows, and
    // one apprentice's (or a page's) sums seek their own weeks, not their whole program's. PostgreSQL
    // picks among the indexes by its statistics (tiny here): an index it must use, which one it decides.
    if (name === 'byStatus' || name === 'probation') {
      const reads = weekReads(plan);
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads)
        expect(read).toMatch(
          t.db.$dialect === 'sqlite' ? /USING COVERING INDEX hoursLogs_totals/ : /^Index (Only )?Scan on hoursLogs/,
        );
      if ('userIds' in scope && t.db.$dialect === 'sqlite') for (const read of reads) expect(read).toMatch(/userId=\?/);
    }
  });
});

describe("an employer admin's apprentices: each one's first agreement is sought through an index", () => {
  it.each([
    ['the apprentices list', apprenticeshipUsers],
    ['the approval queue', hoursLogs],
  ] as const)('%s', async (_name, table) => {
    const [program] = await t.db.select().from(apprenticeships).where(eq(apprenticeships.id, PROGRAM));
    // Only an employer's contact: their apprentices are found through each one's agreement.
    const standing = { apprentice: false, mentor: false, sponsor: false, employers: new Set(['an-employer']) };
    const scope = overseenApprentices([program!], new Map([[PROGRAM, standing]]), table)!;
    const plan = await planOf(t.db.select({ id: table.id }).from(table).where(scope).getSQL());
    expect(fullScans(plan)).toEqual([]);
    // One apprentice's agreements, not the program's (a program may have thousands).
    const agreementReads = plan.filter((d) => /apprenticeAgreements/.test(d));
    expect(agreementReads.length).toBeGreaterThan(0);
    for (const read of agreementReads)
      expect(read).toMatch(
        t.db.$dialect === 'sqlite'
          ? /apprenticeAgreements_apprentice \(apprenticeshipId=\? AND userId=\?\)/
          : /Index (Only )?Scan on apprenticeAgreements using apprenticeAgreements_apprentice/,
      );
  });
});

describe('the employers a person is the contact of', () => {
  it('are sought through the index on lower(contactEmail), not read from every employer', async () => {
    const plan = await planOf(
      t.db
        .select({ id: employerProfiles.id })
        .from(employerProfiles)
        .where(contactEmailIs('Karen.Novak@demo.pathcraft.test'))
        .getSQL(),
    );
    expect(fullScans(plan)).toEqual([]);
    expect(plan).toEqual([
      t.db.$dialect === 'sqlite'
        ? 'SEARCH employerProfiles USING INDEX employerProfiles_contactEmail (<expr>=?)'
        : 'Index Scan on employerProfiles using employerProfiles_contactEmail',
    ]);
  });
});

import { CERT_TYPES, type Certificate, type CertType } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import { referenceArrays, referenceColumn } from './reference-sql.ts';
import { searchCertifications, searchCertificationsEach } from './search-occupations.ts';

export const OCCUPATION_CERTS_LIMIT = 10;

const CERTS_COLUMNS = `id, name, description, url, type, acronym, organization, "organizationUrl", "organizationAddress", details`;
const CERTS_SQL = {
  sqlite: `SELECT ${CERTS_COLUMNS} FROM occCertifications WHERE id IN (SELECT value FROM json_each(?))`,
  postgres: `SELECT ${CERTS_COLUMNS} FROM "occCertifications" WHERE id = ANY(?)`,
};
// The titles people use for the job ('CNC Machinist', 'Forklift Operator'), most widely reported first.
const TITLES_SQL = `SELECT title FROM "occOccupationTitles" WHERE code = ? AND kind IN ('short', 'alt')
  ORDER BY sources DESC, kind = 'short' DESC, id LIMIT 8`;
const TITLE_QUERIES = 6;

/** Certifications ranked for a keyword (any word when none has them all). */
export async function certificationsForKeyword(db: Db, keyword: string, limit = 20): Promise<Certificate[]> {
  return loadCertificates(
    db,
    (await searchCertifications(db, keyword, limit)).map((h) => h.id),
  );
}

/**
 * Certifications for an occupation. The source links none to occupations, and the O*NET title
 * ('Computer Numerically Controlled Tool Operators') finds few, so the everyday titles vote too:
 * each query's hits (every word required, so 'tool' alone finds no Pro Tools course) score by rank,
 * weighted by how specific the query is, and the sums decide.
 */
export async function certificationsForOccupation(
  db: Db,
  occupation: { code: string; title: string },
  limit = OCCUPATION_CERTS_LIMIT,
): Promise<Certificate[]> {
  const titles = (await referenceColumn<string>(db, TITLES_SQL, [occupation.code])).map((t) =>
    t.replace(/\s*\([^)]*\)\s*/g, ' ').trim(),
  );
  const queries = [...new Set([occupation.title, ...titles])].slice(0, TITLE_QUERIES);
  const scores = new Map<number, number>();
  const results = await searchCertificationsEach(db, queries, 20);
  results.forEach((hits, i) => {
    const weight = i === 0 ? 1 : 0.5 + 0.25 * Math.min(queries[i]!.split(/\s+/).length - 1, 2);
    hits.forEach((hit, rank) => scores.set(hit.id, (scores.get(hit.id) ?? 0) + weight / (rank + 3)));
  });
  const ids = [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
  return loadCertificates(db, ids);
}

type CertRow = [
  number,
  string,
  string | null,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
];

/** Full certificates for ids, in the order given. */
async function loadCertificates(db: Db, ids: number[]): Promise<Certificate[]> {
  if (!ids.length) return [];
  const rows = await referenceArrays<CertRow>(db, CERTS_SQL, [db.capabilities.rawSql.listParameter(ids)]);
  const byId = new Map(rows.map((r) => [r[0], r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const [, name, description, url, type, acronym, organization, organizationUrl, organizationAddress, details] = r;
    return [
      {
        Id: String(id),
        Name: name,
        Description: description ?? '',
        Url: url ?? '',
        Type: (CERT_TYPES as readonly string[]).includes(type) ? (type as CertType) : 'Unclassified',
        Acronym: acronym ?? '',
        Organization: organization ?? '',
        OrganizationUrl: organizationUrl ?? '',
        OrganizationAddress: organizationAddress ?? '',
        CertDetailList: JSON.parse(details) as Certificate['CertDetailList'],
      },
    ];
  });
}

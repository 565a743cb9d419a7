/**
 * The lists bench's generated users (issue 14): deterministic names, every 60th person an Okafor
 * (as often at 1k as at 100k) and 12 people with a name no generated row has.
 */
import { count as sqlCount, like } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.ts';
import { users } from '../../server/src/db/schema/index.ts';

/** People with a name no generated row has: 12 at every size. */
const RARE = [
  'Ximena Quispe',
  'Ximena Quispe',
  'Rolando Quispe',
  'Ana Quispe-Mamani',
  'Sonia Quispe',
  'Eloy Quispe',
  'Delia Quispe',
  'Nayra Quispe',
  'Wilmer Quispe',
  'Rosa Quispe',
  'Tupac Quispe',
  'Inti Quispe',
];

const FIRST =
  'Ada Amara Ana Andre Aisha Ben Bianca Carlos Chen Chloe Dana Darius Diego Elena Emeka Eva Farah Felix Grace Hana Hugo Ines Ivan Jada Jamal Jin Kai Kemal Lara Leo Lina Luis Maya Mei Mila Nadia Noah Nora Omar Oscar Priya Quinn Rafael Rosa Sami Sara Tomas Uma Vera Yusuf'.split(
    ' ',
  );
const LAST =
  'Abbott Adeyemi Alvarez Anderson Baker Banerjee Brooks Castillo Chowdhury Cohen Diaz Dubois Edwards Evans Fischer Flores Garcia Gonzalez Gupta Hansen Hughes Ibrahim Jackson Jensen Kaur Kim Kowalski Larsen Lee Lopez Martin Mensah Moreau Murphy Nguyen Novak Okafor Olsen Patel Perez Quinn Ramos Reyes Rossi Santos Schmidt Silva Singh Tanaka Thompson Torres Walker Wang Weber Williams Wilson Yamamoto Young Zhang Zimmerman'.split(
    ' ',
  );

/** Deterministic user rows: every name a first and a last name, every 60th person an Okafor (as often at 1k as at 100k), and 12 Quispes. */
function benchUserRows(orgId: string, have: number, count: number, withRare: boolean) {
  const row = (id: string, first: string, last: string, name: string, email: string, minutes: number) => {
    const stamp = new Date(Date.UTC(2024, 0, 1) + minutes * 60_000).toISOString();
    return {
      id,
      name,
      email: email.toLowerCase(),
      firstName: first,
      lastName: last,
      orgId,
      role: ['student'],
      membership: ['starter'],
      createdAt: stamp,
      updatedAt: stamp,
    };
  };
  const rows = [];
  for (let i = have; i < count; i++) {
    const first = FIRST[(i * 7) % FIRST.length]!;
    const last = LAST[i % LAST.length]!;
    rows.push(row(`bench-user-${i}`, first, last, `${first} ${last}`, `${first}.${last}.${i}@example.org`, i));
  }
  if (withRare) {
    RARE.forEach((name, k) => {
      const [first, last] = name.split(' ') as [string, string];
      rows.push(row(`bench-rare-${k}`, first, last, name, `${first}.${last}.${k}@example.org`, k * 60));
    });
  }
  return rows;
}

/** Fills the users table up to `count` rows (the demo's own users count), the rare names once. */
export async function insertBenchUsers(db: Db, orgId: string, count: number): Promise<void> {
  const [have] = await db.select({ n: sqlCount() }).from(users);
  const [rare] = await db.select({ n: sqlCount() }).from(users).where(like(users.id, 'bench-rare-%'));
  const rows = benchUserRows(orgId, have!.n, count, rare!.n === 0);
  if (db.$dialect === 'postgres') {
    // Batches of 1,000 in one transaction: the list stamp and count triggers run once a batch.
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1_000) await tx.insert(users).values(rows.slice(i, i + 1_000));
    });
    return;
  }
  // Raw statements in one turn on the connection: 100,000 rows through Drizzle take about ten times longer.
  await db.$withConnection((sqlite) => {
    const insert = sqlite.prepare(
      'INSERT INTO users (id, name, email, firstName, lastName, orgId, role, membership, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    sqlite.transaction(() => {
      for (const r of rows)
        insert.run(
          r.id,
          r.name,
          r.email,
          r.firstName,
          r.lastName,
          r.orgId,
          JSON.stringify(r.role),
          JSON.stringify(r.membership),
          r.createdAt,
          r.updatedAt,
        );
    })();
  });
}

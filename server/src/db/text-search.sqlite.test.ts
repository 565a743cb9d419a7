import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from './schema/index.ts';
import { ensureTextSearch, LABEL_GROUP_BITS, textSearchMatch } from './text-search.ts';

/**
 * The SQLite text index's labels (db/text-search.ts): each row's label group is the first 5 bytes
 * of its order value, so the index hands matches out in list order, group by group. Checked on a
 * bare database holding only the searched columns.
 */
let sqlite: Database.Database;
beforeEach(() => {
  sqlite = new Database(':memory:');
  sqlite.exec(`
    CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT, email TEXT);
    CREATE TABLE organizations (id TEXT PRIMARY KEY, name TEXT);
    CREATE TABLE courses (id TEXT PRIMARY KEY, title TEXT);
    CREATE TABLE resources (id TEXT PRIMARY KEY, name TEXT);
    CREATE TABLE materials (id TEXT PRIMARY KEY, title TEXT);`);
  ensureTextSearch(sqlite);
});

const GROUP = 2 ** LABEL_GROUP_BITS;
/** The group a name belongs to, computed here from its UTF-8 bytes. */
const groupOf = (name: string | null) => {
  const bytes = Buffer.alloc(5);
  if (name !== null) Buffer.from(name, 'utf8').copy(bytes, 0, 0, 5);
  return bytes.reduce((n, b) => n * 256 + b, 0);
};
const NAMES = [
  'Ada Okafor',
  'Ada Okafor',
  'Ada',
  'Ad',
  '',
  null,
  'Zoë Okafor',
  '李小龍 Okafor',
  '😀 Okafor',
  'ada okafor',
  'Adaeze',
  'Ada Okafo',
  'Ōkafor',
];
const insert = (names: (string | null)[], from = 0) => {
  const stmt = sqlite.prepare('INSERT INTO users (id, name, email) VALUES (?, ?, ?)');
  names.forEach((name, i) => stmt.run(`u${from + i}`, name, `u${from + i}@example.org`));
};
/** Every labelled row: its name, its label's group and its place in the group (labels exceed JavaScript's exact integers). */
const labelled = () =>
  sqlite
    .prepare(
      `SELECT u.name, o.label >> ${LABEL_GROUP_BITS} AS grp, o.label & ${2 ** LABEL_GROUP_BITS - 1} AS slot FROM usersTextSearchOrder o JOIN users u ON u.rowid = o.ref ORDER BY u.name, u.id`,
    )
    .all() as { name: string | null; grp: number; slot: number }[];
const search = (query: string) =>
  sqlite
    .prepare(
      'SELECT u.id FROM usersTextSearch f JOIN usersTextSearchOrder o ON o.label = f.rowid JOIN users u ON u.rowid = o.ref WHERE usersTextSearch MATCH ? ORDER BY f.rowid',
    )
    .pluck()
    .all(query);

function expectConsistent() {
  const rows = labelled();
  expect(rows).toHaveLength(sqlite.prepare('SELECT count(*) FROM users').pluck().get() as number);
  for (const row of rows) expect(row.grp, String(row.name)).toBe(groupOf(row.name));
  // In list order the groups never go back: that is what lets a search stop early.
  rows.forEach((row, i) => i && expect(row.grp).toBeGreaterThanOrEqual(rows[i - 1]!.grp));
  expect(new Set(rows.map((r) => `${r.grp}/${r.slot}`)).size).toBe(rows.length);
}

describe('text index labels', () => {
  it('put every row in the group of its first 5 bytes, in list order', () => {
    insert(NAMES);
    expectConsistent();
    // Two people with one name share a group and get the next labels in it.
    const ada = labelled().filter((r) => r.name === 'Ada Okafor');
    expect(ada.map((r) => r.slot).sort()).toEqual([0, 1]);
  });

  it('hand out matches in group order', () => {
    insert(NAMES);
    const found = search('name : "okafor"') as string[];
    const groups = found.map((id) =>
      groupOf(sqlite.prepare('SELECT name FROM users WHERE id = ?').pluck().get(id) as string),
    );
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(found).toHaveLength(NAMES.filter((n) => n?.toLowerCase().includes('okafor')).length);
  });

  it('follow renames (to another group) and deletes', () => {
    insert(NAMES);
    sqlite.prepare("UPDATE users SET name = 'Zed Nwosu' WHERE id = 'u0'").run();
    sqlite.prepare("UPDATE users SET email = 'new@example.org' WHERE id = 'u1'").run();
    sqlite.prepare("DELETE FROM users WHERE id = 'u6'").run();
    expectConsistent();
    expect(search('name : "nwosu"')).toEqual(['u0']);
    expect(search('email : "new@ex"')).toEqual(['u1']);
    expect(search('name : "zoë"')).toEqual([]);
    expect(search('name : "okafor"')).not.toContain('u0');
  });

  it('are rebuilt from the rows when the index is outdated', () => {
    insert(NAMES);
    const before = search('name : "okafor"');
    sqlite.exec('DROP TRIGGER usersTextSearch_upd');
    ensureTextSearch(sqlite);
    expectConsistent();
    expect(search('name : "okafor"')).toEqual(before);
    insert(['Ada Okafor'], 100);
    expectConsistent();
  });

  it('take the first free label when a group has handed out its last one', () => {
    const group = groupOf('Ada Okafor');
    // As if 8,388,608 labels had been handed out in this group: its last label is taken.
    sqlite
      .prepare(`INSERT INTO usersTextSearchOrder (label, ref) VALUES ((? << ${LABEL_GROUP_BITS}) + ?, -1)`)
      .run(BigInt(group), BigInt(GROUP - 1));
    insert(['Ada Okafor', 'Ada Okafor', 'Ada Okafor']);
    const top = sqlite
      .prepare(
        `SELECT label >> ${LABEL_GROUP_BITS} AS grp, label & ${GROUP - 1} AS slot FROM usersTextSearchOrder WHERE ref = -1`,
      )
      .get();
    expect(top).toEqual({ grp: group, slot: GROUP - 1 });
    sqlite.prepare('DELETE FROM usersTextSearchOrder WHERE ref = -1').run();
    expectConsistent();
    expect(
      labelled()
        .filter((r) => r.name === 'Ada Okafor')
        .map((r) => r.slot),
    ).toEqual([0, 1, 2]);
  });
});

describe('textSearchMatch', () => {
  it.each([
    ['%okafor%', 'name : "okafor"'],
    ['%ok%', undefined],
    ['ada%okafor', 'name : "ada" AND name : "okafor"'],
    ['%a_b%okafor%', 'name : "okafor"'],
    ['%50\\%%', 'name : "50%"'],
    ['%o\\_k%', 'name : "o_k"'],
    ['%say "hi"%', 'name : "say ""hi"""'],
    ['%é%', undefined],
    ['%李小龍%', 'name : "李小龍"'],
  ])('%j → %j', (pattern, query) => {
    expect(textSearchMatch(users.name, pattern)).toBe(query);
  });

  it('is undefined for a column without a text index', () => {
    expect(textSearchMatch(users.firstName, '%okafor%')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createClient, memorySessionStore } from './client.ts';
import { consoleEarlyReadUrls, consoleFirstReads, listReadUrl } from './console-first-reads.ts';

/** The addresses the real client asks for, answered with an empty list. */
function recordingClient() {
  const asked: string[] = [];
  const client = createClient({
    session: memorySessionStore(),
    fetch: async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ items: [], total: 0 }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}

describe('console first reads', () => {
  it.each([
    { address: '/', tables: ['courses', 'organizations'] },
    { address: '/?archived=show', tables: ['courses', 'organizations'] },
    { address: '/users', tables: ['organizations', 'users'] },
    {
      address: '/users/?org=demo-workforce-org&name=Ada%20L&role=teacher&test=only&page=3',
      tables: ['organizations', 'users'],
    },
    { address: '/organizations', tables: [] },
    { address: '/login', tables: [] },
  ])('$address: the shell asks for the same addresses as the page', async ({ address, tables }) => {
    const url = new URL(address, 'http://pathcraft.test');
    const reads = consoleFirstReads(url.pathname, url.searchParams);
    expect(reads.map((r) => r.table)).toEqual(tables);
    const { client, asked } = recordingClient();
    for (const read of reads) await client.list(read.table, read.query, read.family);
    expect(reads.map(listReadUrl)).toEqual(asked);
    expect(consoleEarlyReadUrls(url.pathname, url.searchParams)).toEqual(reads.length ? ['/v1/auth/me', ...asked] : []);
  });

  it('keeps the address page and search in the users read', () => {
    const [, users] = consoleFirstReads('/users', new URLSearchParams('page=3&name=ada'));
    expect(users!.query).toMatchObject({ page: 3, limit: 200 });
    expect(users!.query.filters?.length).toBeGreaterThan(0);
  });
});

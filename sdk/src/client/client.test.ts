import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, PathcraftError } from '../api/errors.ts';
import { setUiLocale } from '../i18n/i18n.ts';
import { createClient } from './client.ts';

/** A fetch that records what was asked and answers one JSON body. */
function recordingFetch(answer: unknown = { item: {} }) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('organizations.lookup', () => {
  it.each([{}, { id: '' }, { slug: '  ' }])(
    'refuses %j with the lookup message, without calling the server',
    async (by) => {
      const { calls, fetch } = recordingFetch();
      const err = await createClient({ fetch })
        .organizations.lookup(by)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PathcraftError);
      expect((err as PathcraftError).message).toBe(MESSAGES.orgIdOrSlugRequired);
      expect(calls).toEqual([]);
    },
  );

  it('asks by id or slug', async () => {
    const { calls, fetch } = recordingFetch({ item: { id: 'o1' } });
    expect(await createClient({ fetch }).organizations.lookup({ slug: 'demo-workforce' })).toEqual({ id: 'o1' });
    expect(calls.map((c) => c.url)).toEqual(['/v1/organizations/lookup?slug=demo-workforce']);
  });
});

describe('users', () => {
  it('changes roles only through the role route, with the role list as the body', async () => {
    const { calls, fetch } = recordingFetch({ item: { id: 'u 1', role: ['admin'] } });
    await createClient({ fetch }).users.setRole('u 1', ['admin']);
    expect(calls).toEqual([{ url: '/v1/users/u%201/role', method: 'PUT', body: JSON.stringify({ role: ['admin'] }) }]);
  });

  it('deactivates through POST /v1/users/:id/deactivate', async () => {
    const { calls, fetch } = recordingFetch({ item: { id: 'u1', hasAccount: true, disabled: true } });
    expect(await createClient({ fetch }).users.deactivate('u1')).toEqual({
      id: 'u1',
      hasAccount: true,
      disabled: true,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /v1/users/u1/deactivate']);
  });
});

describe("the page's language", () => {
  afterEach(() => setUiLocale(null));

  it.each([
    ['es-MX', 'es'],
    ['es-US', 'es'],
    ['en-US', 'en'],
  ])('a page in %s asks for answers in %s (Accept-Language), for a user and an API key alike', async (locale, sent) => {
    setUiLocale(locale);
    const asked: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      asked.push(new Headers(init?.headers).get('accept-language'));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    await createClient({ fetch }).request('GET', '/x');
    await createClient({ fetch, apiKey: 'k' }).request('GET', '/x');
    expect(asked).toEqual([sent, sent]);
  });
});

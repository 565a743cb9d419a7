import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { declare, routes } from './contract.ts';

/**
 * The contract is checked when the server compiles: a handler whose answer is not one its
 * declaration lists fails `tsc -b` (each `@ts-expect-error` below fails the build if the line
 * compiles). The runtime test only shows the well-typed routes answer as declared.
 */
const ZThing = z.object({ id: z.string(), count: z.number().int(), note: z.string().nullable() });
const thing = { id: 't1', count: 2, note: null };

function wellTyped() {
  const app = routes();
  declare(app, { method: 'get', path: '/thing', summary: 'A thing', auth: 'public', response: ZThing }, (c) =>
    c.json(thing),
  );
  declare(
    app,
    { method: 'post', path: '/things', summary: 'New thing', auth: 'public', response: ZThing, status: 201 },
    (c) => c.json(thing, 201),
  );
  declare(
    app,
    { method: 'put', path: '/things', summary: 'Either', auth: 'public', response: ZThing, status: [201, 200] },
    (c) => c.json(thing, thing.count > 1 ? 201 : 200),
  );
  // Dates travel as strings, as JSON does.
  declare(
    app,
    { method: 'get', path: '/dated', summary: 'Dated', auth: 'public', response: z.object({ at: z.string() }) },
    (c) => c.json({ at: new Date(0) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/pdf',
      summary: 'A file',
      auth: 'public',
      response: { contentType: 'application/pdf', description: 'A PDF' },
    },
    (c) => c.body('%PDF'),
  );
  return app;
}

function illTyped() {
  const app = routes();
  declare(app, { method: 'get', path: '/a', summary: 'A', auth: 'public', response: ZThing }, (c) =>
    // @ts-expect-error a field of the wrong type
    c.json({ ...thing, count: 'two' }),
  );
  declare(app, { method: 'get', path: '/b', summary: 'B', auth: 'public', response: ZThing }, (c) =>
    // @ts-expect-error a missing field
    c.json({ id: 't1', count: 2 }),
  );
  declare(app, { method: 'get', path: '/c', summary: 'C', auth: 'public', response: ZThing }, (c) =>
    // @ts-expect-error undefined is left out of JSON, so a nullable field must be null, not undefined
    c.json({ ...thing, note: undefined as string | undefined }),
  );
  declare(app, { method: 'get', path: '/d', summary: 'D', auth: 'public', response: ZThing }, (c) =>
    // @ts-expect-error a status the declaration does not list
    c.json(thing, 201),
  );
  declare(
    app,
    { method: 'post', path: '/e', summary: 'E', auth: 'public', response: ZThing, status: 201 },
    // @ts-expect-error a 201 route answering the default 200
    (c) => c.json(thing),
  );
  declare(app, { method: 'get', path: '/f', summary: 'F', auth: 'public', response: ZThing }, (c) =>
    // @ts-expect-error a JSON route must answer with c.json, not untyped bytes
    c.body('{}'),
  );
  return app;
}

function withoutAnswer() {
  // @ts-expect-error every operation declares its answer
  declare(routes(), { method: 'get', path: '/g', summary: 'G', auth: 'public' }, (c) => c.json(thing));
}

describe('typed declarations', () => {
  it('answer what they declare', async () => {
    const app = wellTyped();
    expect(await (await app.request('/thing')).json()).toEqual(thing);
    const created = await app.request('/things', { method: 'POST' });
    expect([created.status, await created.json()]).toEqual([201, thing]);
    expect(await (await app.request('/dated')).json()).toEqual({ at: new Date(0).toISOString() });
  });

  it('leave the refusal of ill-typed handlers to the compiler', () => {
    expect(illTyped().routes.length).toBe(6);
    expect(withoutAnswer).toThrow(TypeError);
  });
});

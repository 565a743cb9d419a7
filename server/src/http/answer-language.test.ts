import { PROGRESS_MESSAGES } from '@pathcraft/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from '../features/auth/sign-in.ts';
import { callersOfEachRole, createTestApp, type RoleCaller, type TestApp } from '../test/harness.ts';

/**
 * Refusals in the language the request asks for (answer-language.ts), through the real app: Spanish
 * for Accept-Language es, the specification's exact English otherwise, and a Vary header either way.
 */
const NOW = new Date('2026-11-28T12:00:00Z');
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
// The app's clock is Saturday 2026-11-28: the week of Monday 2026-11-30 has not started.
const FUTURE_WEEK = {
  apprenticeshipId: 'demo-apprenticeship-imm',
  weekStart: '2026-11-30',
  entries: [{ workProcessId: 'c-pm', hours: 8 }],
};
const FUTURE_ES = 'Esa semana aún no ha comenzado: regístrela cuando comience.';

let t: TestApp;
let callers: Awaited<ReturnType<typeof callersOfEachRole>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  callers = await callersOfEachRole(t);
});
afterAll(() => t.close());

const logFutureWeek = (headers: Record<string, string>) =>
  t.call('POST', '/v1/progress/logs', APPRENTICE, FUTURE_WEEK, headers);

describe('the language of a refusal', () => {
  it.each([
    ['es', FUTURE_ES, 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', FUTURE_ES, 'es'],
    ['en', PROGRESS_MESSAGES.futureWeek, 'en'],
    ['*', PROGRESS_MESSAGES.futureWeek, 'en'],
    ['fr', PROGRESS_MESSAGES.futureWeek, 'en'],
    [null, PROGRESS_MESSAGES.futureWeek, 'en'],
  ])('Accept-Language %j: the week form hears %j', async (language, message, contentLanguage) => {
    const res = await logFutureWeek(language === null ? {} : { 'accept-language': language });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'unprocessable',
      message,
      details: { problems: [{ field: 'weekStart', message }] },
    });
    expect(res.headers.get('vary')).toMatch(/(^|,\s*)Accept-Language(,|$)/);
    expect(res.headers.get('content-language')).toBe(contentLanguage);
  });

  it("a form's field messages too, and the zod issues stay as they were", async () => {
    const bad = { ...FUTURE_WEEK, weekStart: 'soon', entries: 'eight' };
    const [es, en] = await Promise.all([
      t.call('POST', '/v1/progress/logs', APPRENTICE, bad, { 'accept-language': 'es' }),
      t.call('POST', '/v1/progress/logs', APPRENTICE, bad),
    ]);
    expect([es.status, en.status]).toEqual([400, 400]);
    expect(es.body.error.message).toBe('Elija el lunes en que empieza la semana.');
    expect(es.body.error.details.fields).toEqual({
      weekStart: 'Elija el lunes en que empieza la semana.',
      entries: 'Elija de la lista.',
    });
    expect(en.body.error.message).toBe(PROGRESS_MESSAGES.weekStart);
    expect(en.body.error.details.fields).toEqual({
      weekStart: PROGRESS_MESSAGES.weekStart,
      entries: 'Choose from the list.',
    });
    expect(es.body.error.details.issues).toEqual(en.body.error.details.issues);
  });

  it('a wrong password at sign-in', async () => {
    const wrong = { email: APPRENTICE, password: 'not-the-password' };
    const es = await t.call('POST', '/v1/auth/login', null, wrong, { 'accept-language': 'es' });
    const en = await t.call('POST', '/v1/auth/login', null, wrong);
    expect([es.status, es.body.error.message]).toEqual([401, 'Correo electrónico o contraseña incorrectos.']);
    expect([en.status, en.body.error.message]).toEqual([401, WRONG_CREDENTIALS]);
  });

  it.each(['anonymous', 'apiKey'] as const)(
    'an access refusal for %s: Spanish when asked, English by default',
    async (role) => {
      const as = callers[role] as RoleCaller;
      const es = await t.call('GET', '/v1/progress/apprentices', as, undefined, { 'accept-language': 'es' });
      const en = await t.call('GET', '/v1/progress/apprentices', as);
      expect(es.status).toBe(en.status);
      expect(es.status).toBeGreaterThanOrEqual(400);
      expect(es.body.error.code).toBe(en.body.error.code);
      expect(es.body.error.message).not.toBe(en.body.error.message);
      expect(en.body.error.message).toMatch(/^[\x20-\x7e]+$/);
    },
  );

  it("the console's user form: a refusal of the roles rules", async () => {
    const admin = callers.admin as string;
    const self = (await t.userByEmail(admin)).id;
    const put = (headers: Record<string, string>) =>
      t.call('PUT', `/v1/users/${self}/role`, admin, { role: ['teacher'] }, headers);
    const [es, en] = [await put({ 'accept-language': 'es-419' }), await put({})];
    expect([es.status, es.body.error.message]).toEqual([403, 'No puede cambiar su propio rol.']);
    expect([en.status, en.body.error.message]).toEqual([403, "You can't change your own role."]);
  });

  it('a message with no Spanish yet stays English, and still varies by language', async () => {
    const res = await t.call(
      'GET',
      '/v1/external/supabase/no_such_table',
      callers.superAdmin as RoleCaller,
      undefined,
      {
        'accept-language': 'es',
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Unknown table 'no_such_table'");
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('a file link opened after it expired, straight from the browser: its language, and no cache mixes them', async () => {
    const link = '/files/user-content/demo-workforce-org/abcdefghij0123456789.pdf?exp=1&sig=expired';
    const es = await t.app.request(link, { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    const en = await t.app.request(link);
    expect([es.status, ((await es.json()) as { error: { message: string } }).error.message]).toEqual([
      403,
      'Este enlace de archivo no es válido o ya venció.',
    ]);
    expect([en.status, ((await en.json()) as { error: { message: string } }).error.message]).toEqual([
      403,
      'This file link is not valid or has expired.',
    ]);
    expect(es.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('an answer that is not a refusal does not vary by language', async () => {
    const res = await t.call('GET', '/v1/progress/apprentices', callers.admin as RoleCaller, undefined, {
      'accept-language': 'es',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
    expect(res.headers.get('content-language')).toBeNull();
  });
});

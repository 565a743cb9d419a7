import { createServer, type Server } from 'node:http';
import { MATERIAL_DRAFT_TEXT, readEvents } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, files, materials } from '../../db/schema/index.ts';
import { createTestApp, SUPER, type TestApp } from '../../test/harness.ts';
import { readBody } from '../../test/read-body.ts';
import { htmlBlocks } from '../assistant/content-passages.ts';
import { NO_MATERIAL } from '../materials/material-access.ts';
import { NO_FILE } from './draft-source.ts';
import { extractiveDraft } from './extractive-drafts.ts';
import { first } from '../../db/first.ts';

const ADMIN = 'admin.workforce@demo.pathcraft.test';
const TEACHER = 'teacher.workforce@demo.pathcraft.test';
const STUDENT = 'student.workforce@demo.pathcraft.test';
const OTHER_ORG_ADMIN = 'admin.community@demo.pathcraft.test';
/** Published, written by the teacher, under resource demo-resource-osha. */
const OSHA = 'demo-material-osha';
const NOTICE = `<p><em>${MATERIAL_DRAFT_TEXT.extractiveNotice}</em></p>`;

interface Event {
  event: string;
  data: any;
}

/** The draft route as the widget calls it: the answer's events, read with the sdk's parser. */
async function draft(t: TestApp, as: string | { apiKey: string } | null, materialId: string, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (typeof as === 'string') headers.authorization = `Bearer ${await t.sign(as)}`;
  else if (as) headers['x-api-key'] = as.apiKey;
  const res = await t.app.request(`/v1/materials/${materialId}/draft`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    return {
      status: res.status,
      error: (await res.json()).error,
      events: [] as Event[],
      contentType: res.headers.get('content-type'),
    };
  const events: Event[] = [];
  for await (const e of readEvents(res.body!)) events.push({ event: e.event, data: JSON.parse(e.data) });
  return { status: res.status, error: null, events, contentType: res.headers.get('content-type') };
}
const deltas = (events: Event[]) => events.filter((e) => e.event === 'delta').map((e) => e.data.html as string);

describe('POST /v1/materials/{id}/draft without a model (extractive)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('streams meta, the extractive draft of the body as deltas, then done, and saves nothing', async () => {
    const before = (await t.deps.db.select().from(materials)).length;
    const res = await draft(t, ADMIN, OSHA, { promptType: 'mainPoints' });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/event-stream; charset=utf-8');
    expect(res.events[0]).toEqual({
      event: 'meta',
      data: {
        title: 'Main points and observations: OSHA 10 safety basics',
        promptType: 'mainPoints',
        extractive: true,
        sourceMaterialId: OSHA,
        resourceId: 'demo-resource-osha',
      },
    });
    const osha = (await first(t.deps.db.select().from(materials).where(eq(materials.id, OSHA))))!;
    expect(deltas(res.events)).toEqual(
      extractiveDraft('mainPoints', { title: osha.title, blocks: htmlBlocks(osha.body) }),
    );
    expect(res.events.at(-1)).toEqual({ event: 'done', data: {} });
    expect(res.events.map((e) => e.event)).toEqual(['meta', ...deltas(res.events).map(() => 'delta'), 'done']);
    expect((await t.deps.db.select().from(materials)).length).toBe(before);
  });

  it.each([
    [
      'qaPairs',
      '3 question/answer pairs: OSHA 10 safety basics',
      '<h3>What should you know about “Lockout/tagout”?</h3>',
    ],
    ['mainPoints', 'Main points and observations: OSHA 10 safety basics', '<h2>Main points</h2>'],
    [
      'linkedInPost',
      'LinkedIn post: OSHA 10 safety basics',
      '<p>What would you add? Share your experience in the comments.</p>',
    ],
    ['email', 'Email: OSHA 10 safety basics', '<p><strong>Subject:</strong> OSHA 10 safety basics</p>'],
  ])('%s: says it is extractive first, titled %j', async (promptType, title, expected) => {
    const res = await draft(t, ADMIN, OSHA, { promptType });
    expect(res.events[0]!.data).toMatchObject({ title, promptType, extractive: true });
    const html = deltas(res.events);
    expect(html[0]).toBe(NOTICE);
    expect(html.join('')).toContain(expected);
  });

  it.each([
    ['the author (a teacher)', TEACHER],
    ['an admin of the organization', ADMIN],
    ['the super admin', SUPER],
  ])('lets %s draft', async (_who, email) => {
    expect((await draft(t, email, OSHA, { promptType: 'email' })).status).toBe(200);
  });

  it.each([
    ['a visitor', null, 401, 'Sign in to continue.'],
    // The OSHA material is shown only on demo-link's coded page: to those who may not see it, it does not exist.
    ['a student who is not the author', STUDENT, 404, NO_MATERIAL],
    ["another organization's admin (published material)", OTHER_ORG_ADMIN, 404, NO_MATERIAL],
  ])('refuses %s', async (_who, as, status, message) => {
    const res = await draft(t, as, OSHA, { promptType: 'email' });
    expect(res.status).toBe(status);
    expect(res.error.message).toBe(message);
  });

  it("does not reveal another organization's draft material", async () => {
    const res = await draft(t, OTHER_ORG_ADMIN, 'demo-material-first-week', { promptType: 'email' });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ code: 'not_found', message: NO_MATERIAL });
  });

  it('refuses an API key (drafts are for signed-in authors)', async () => {
    const key = (await t.call('POST', '/v1/api-keys', ADMIN, { name: 'Draft test key' })).body.key as string;
    const res = await draft(t, { apiKey: key }, OSHA, { promptType: 'email' });
    expect(res.status).toBe(401);
    expect(res.error.message).toBe('Sign in to continue.');
  });

  it.each([
    ['an unknown preset', { promptType: 'tweet' }],
    ['no preset', {}],
  ])('refuses %s (400)', async (_what, body) => {
    const res = await draft(t, ADMIN, OSHA, body);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'bad_request',
      message: 'promptType must be one of qaPairs, mainPoints, linkedInPost, email',
    });
  });

  it.each([
    ['without a body', undefined],
    ['with headings only', '<h2>Lockout</h2><h3>Guards</h3>'],
  ])('refuses a material %s (422)', async (_what, body) => {
    const created = await t.call('POST', '/v1/materials', ADMIN, {
      organizationId: 'demo-workforce-org',
      title: 'Drafts test: no text',
      body,
    });
    expect(created.status).toBe(201);
    const res = await draft(t, ADMIN, created.body.material.id, { promptType: 'qaPairs' });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({ code: 'unprocessable', message: MATERIAL_DRAFT_TEXT.noSourceText });
  });

  describe('from one of its files', () => {
    const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
    let audioId: string;
    beforeAll(async () => {
      const form = new FormData();
      form.append('file', new Blob([MP3], { type: 'audio/mpeg' }), 'toolbox-talk.mp3');
      const res = await t.app.request(`/v1/materials/${OSHA}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await t.sign(TEACHER)}` },
        body: form,
      });
      expect(res.status).toBe(201);
      audioId = ((await res.json()) as { id: string }).id;
    });

    it('refuses an audio file without a transcript (no transcription configured), then drafts from the typed one', async () => {
      const none = await draft(t, TEACHER, OSHA, { promptType: 'linkedInPost', fileId: audioId });
      expect(none.status).toBe(422);
      expect(none.error.message).toBe(MATERIAL_DRAFT_TEXT.noSourceText);

      const transcript =
        'Today we talk about ladders. Keep three points of contact on a ladder at all times. Never stand on the top two rungs of a step ladder.';
      expect(
        (await t.call('PATCH', `/v1/materials/${OSHA}`, TEACHER, { transcripts: [{ fileId: audioId, transcript }] }))
          .status,
      ).toBe(200);
      const res = await draft(t, TEACHER, OSHA, { promptType: 'linkedInPost', fileId: audioId });
      expect(res.status).toBe(200);
      const html = deltas(res.events).join('');
      expect(html).toContain('Keep three points of contact on a ladder at all times.');
      expect(html).not.toContain('Lockout');
    });

    it("drafts from a document's extracted text, page by page", async () => {
      const now = new Date().toISOString();
      await t.deps.db.insert(files).values({
        id: 'drafts-test-pdf',
        orgId: 'demo-workforce-org',
        url: 'http://localhost:3000/files/materials/x.pdf',
        name: 'handout.pdf',
        type: 'application/pdf',
        parentType: 'materials',
        parentId: OSHA,
        createdAt: now,
        updatedAt: now,
      });
      const page = (n: number, rawText: string) => ({
        id: `drafts-test-doc-${n}`,
        orgId: 'demo-workforce-org',
        refId: 'drafts-test-pdf',
        title: 'handout.pdf',
        rawText,
        pageNumber: n,
        createdAt: now,
        updatedAt: now,
      });
      await t.deps.db
        .insert(documents)
        .values([
          page(2, 'Hearing protection is required above 85 decibels in the press shop.'),
          page(1, 'Eye protection is required on the plant floor at all times.'),
        ]);
      const res = await draft(t, ADMIN, OSHA, { promptType: 'email', fileId: 'drafts-test-pdf' });
      expect(res.status).toBe(200);
      expect(deltas(res.events).join('')).toContain(
        '<ul><li>Eye protection is required on the plant floor at all times.</li><li>Hearing protection is required above 85 decibels in the press shop.</li></ul>',
      );
    });

    it.each([
      ['an unknown file', 'no-such-file'],
      ["another material's file", 'drafts-test-other-file'],
    ])('refuses %s (404)', async (_what, fileId) => {
      const now = new Date().toISOString();
      await t.deps.db
        .insert(files)
        .values({
          id: 'drafts-test-other-file',
          orgId: 'demo-workforce-org',
          url: 'http://localhost:3000/files/materials/y.pdf',
          name: 'y.pdf',
          transcript: 'Some words here.',
          parentType: 'materials',
          parentId: 'demo-material-aid',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const res = await draft(t, ADMIN, OSHA, { promptType: 'email', fileId });
      expect(res.status).toBe(404);
      expect(res.error.message).toBe(NO_FILE);
    });
  });
});

/**
 * A local HTTP server that speaks the OpenAI-compatible chat-completions streaming format, with
 * the model's HTML split mid-tag and carrying what the sanitizer must remove.
 */
describe('POST /v1/materials/{id}/draft with an OpenAI-compatible model (LLM_BASE_URL)', () => {
  const DELTAS = [
    '```html\n<h2>Main',
    ' points</h2>\n<ul><li>Lock',
    'out first</li>',
    '<li onclick="steal()">Guards stay on<script>alert(1)</script></li></ul>\n',
    '<p>Speak <a href="javascript:alert(1)">up</a>.</p>\n```',
  ];
  const received: {
    path: string;
    authorization: string | undefined;
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  }[] = [];
  let mode: 'ok' | 'http-error' = 'ok';
  let server: Server;
  let t: TestApp;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(await readBody(req)),
      });
      if (mode === 'http-error')
        return void res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (data: string) => new Promise<void>((r) => res.write(`data: ${data}\n\n`, () => setTimeout(r, 5)));
      await send(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { role: 'assistant' } }],
        }),
      );
      for (const content of DELTAS)
        await send(
          JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] }),
        );
      await send('[DONE]');
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    t = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: 'pathcraft-test-model',
      LLM_API_KEY: 'sk-test-key',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('asks the model with the preset and the source, and streams its HTML sanitized, block by block', async () => {
    received.length = 0;
    mode = 'ok';
    const res = await draft(t, TEACHER, OSHA, { promptType: 'mainPoints' });
    expect(res.status).toBe(200);
    expect(res.events[0]).toEqual({
      event: 'meta',
      data: {
        title: 'Main points and observations: OSHA 10 safety basics',
        promptType: 'mainPoints',
        extractive: false,
        sourceMaterialId: OSHA,
        resourceId: 'demo-resource-osha',
      },
    });
    expect(deltas(res.events)).toEqual([
      '<h2>Main points</h2>',
      '<ul><li>Lockout first</li><li>Guards stay on</li></ul>',
      '<p>Speak <a>up</a>.</p>',
    ]);
    expect(res.events.at(-1)).toEqual({ event: 'done', data: {} });

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe('/v1/chat/completions');
    expect(call!.authorization).toBe('Bearer sk-test-key');
    expect(call!.body).toMatchObject({ model: 'pathcraft-test-model', stream: true });
    const [system, user] = call!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('main points and observations');
    expect(system!.content).toContain('<p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>');
    expect(user!.role).toBe('user');
    expect(user!.content).toMatch(/^Title: OSHA 10 safety basics\n\n/);
    expect(user!.content).toContain('## Lockout/tagout\n\nBefore you clear a jam');
  });

  it('ends with an error event when the model endpoint fails', async () => {
    mode = 'http-error';
    const res = await draft(t, ADMIN, OSHA, { promptType: 'qaPairs' });
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(res.events[1]!.data).toEqual({ message: MATERIAL_DRAFT_TEXT.failed });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessageContents, chatMessages, chatSessions, integrations, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, emailOf, SUPER, type TestApp } from '../../test/harness.ts';
import { ASSISTANT_LIMITS } from './assistant.routes.ts';
import { first } from '../../db/first.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITE = 'http://localhost:3000';
const AVA = 'demo-assistant';
const WF = 'demo-workforce-org';
const KNOWN = 'What should I do before I clear a jam or change a belt?';
const UNKNOWN = 'What is the weather like on Mars today?';

interface Started {
  sessionId: string;
  token: string;
  integration: Record<string, unknown>;
}

let ipCounter = 0;
/** Each conversation from its own address, so per-address limits don't leak between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function start(
  origin = SITE,
  body: Record<string, unknown> = { integrationId: AVA },
  ip = freshIp(),
): Promise<Started & { ip: string }> {
  const res = await t.call('POST', '/v1/assistant/sessions', null, body, { origin }, ip);
  expect(res.status).toBe(201);
  return { ...res.body, ip };
}
const visitor = (s: Started, origin = SITE) => ({ origin, 'x-chat-token': s.token });

async function ask(
  s: Started & { ip: string },
  content: string,
  contentTypes = ['resources', 'users', 'projects', 'courses'],
) {
  return t.call(
    'POST',
    `/v1/assistant/sessions/${s.sessionId}/messages`,
    null,
    { content, contentTypes },
    visitor(s),
    s.ip,
  );
}

describe('POST /v1/assistant/sessions', () => {
  it("starts a conversation on an allowed site: a session in the assistant's organization, a token and the assistant's look", async () => {
    const res = await t.call('POST', '/v1/assistant/sessions', null, { integrationId: AVA }, { origin: SITE });
    expect(res.status).toBe(201);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.integration).toEqual({
      id: AVA,
      name: 'Ava',
      agentImage: null,
      colorBtnBkg: '#1d4ed8',
      defaultPrompts: [
        'How do I apply for the maintenance apprenticeship?',
        'What does OSHA 10 cover?',
        'How can I pay for training?',
      ],
      contentTypes: ['resources', 'users', 'projects', 'courses'],
      serviceDelayCount: 2,
      hasServiceEmail: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/systemPrompt|help\.workforce/);
    const row = await first(t.deps.db.select().from(chatSessions).where(eq(chatSessions.id, res.body.sessionId)));
    expect(row).toMatchObject({
      orgId: WF,
      integrationId: AVA,
      originDomain: SITE,
      resourceGroupId: 'demo-rg-apprenticeship',
    });
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }, 403, 'This assistant is not allowed on https://evil.example.'],
    ['no Origin at all', {}, 403, 'This assistant needs the Origin of the page it is on.'],
    ['an opaque origin', { origin: 'null' }, 403, 'This assistant needs the Origin of the page it is on.'],
  ])('refuses %s (fail closed, Vary: Origin)', async (_, headers, status, message) => {
    const res = await t.call('POST', '/v1/assistant/sessions', null, { integrationId: AVA }, headers);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it("admits the platform's own pages: its public URL, and a same-origin browser request without Origin", async () => {
    const own = await t.call(
      'POST',
      '/v1/assistant/sessions',
      null,
      { integrationId: AVA },
      { origin: 'http://localhost' },
    );
    expect(own.status).toBe(201); // app.request()'s URL is http://localhost/…: the host this request reached
    const sameOrigin = await t.call(
      'POST',
      '/v1/assistant/sessions',
      null,
      { integrationId: AVA },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.status).toBe(201);
  });

  it('checks the originDomain the hosted page passes for its parent', async () => {
    await t.deps.db
      .update(integrations)
      .set({ allowedDomains: [SITE, 'https://partner.example'] })
      .where(eq(integrations.id, AVA));
    try {
      const ok = await t.call(
        'POST',
        '/v1/assistant/sessions',
        null,
        { integrationId: AVA, originDomain: 'https://partner.example/page' },
        { origin: SITE },
      );
      expect(ok.status).toBe(201);
      expect(
        (await first(t.deps.db.select().from(chatSessions).where(eq(chatSessions.id, ok.body.sessionId))))!
          .originDomain,
      ).toBe('https://partner.example');
      const bad = await t.call(
        'POST',
        '/v1/assistant/sessions',
        null,
        { integrationId: AVA, originDomain: 'https://evil.example' },
        { origin: SITE },
      );
      expect(bad.status).toBe(403);
    } finally {
      await t.deps.db
        .update(integrations)
        .set({ allowedDomains: [SITE] })
        .where(eq(integrations.id, AVA));
    }
  });

  it('answers 404 for an unknown assistant and 400 without one', async () => {
    expect(
      (await t.call('POST', '/v1/assistant/sessions', null, { integrationId: 'nope' }, { origin: SITE })).status,
    ).toBe(404);
    expect((await t.call('POST', '/v1/assistant/sessions', null, {}, { origin: SITE })).status).toBe(400);
  });

  it('answers the CORS preflight with the chat token header', async () => {
    const res = await t.app.request('/v1/assistant/sessions', {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-chat-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-chat-token/i);
  });

  it('limits conversations per address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < ASSISTANT_LIMITS.sessionsPerIp.limit; i++)
      await t.call('POST', '/v1/assistant/sessions', null, { integrationId: AVA }, { origin: SITE }, ip);
    const res = await t.call('POST', '/v1/assistant/sessions', null, { integrationId: AVA }, { origin: SITE }, ip);
    expect(res.status).toBe(429);
  });
});

describe('GET /v1/assistant/integrations/:id', () => {
  it("gives the launcher the assistant's look on an allowed site only", async () => {
    const ok = await t.call('GET', `/v1/assistant/integrations/${AVA}`, null, undefined, { origin: SITE });
    expect(ok.body.item).toMatchObject({ name: 'Ava', colorBtnBkg: '#1d4ed8', hasServiceEmail: true });
    expect(
      (await t.call('GET', `/v1/assistant/integrations/${AVA}`, null, undefined, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await t.call('GET', `/v1/assistant/integrations/${AVA}`, null)).status).toBe(403);
  });
});

describe('POST /v1/assistant/sessions/:id/messages', () => {
  it('stores a question with its content types and prompt type', async () => {
    const s = await start();
    const res = await ask(s, '  How do I apply for the maintenance apprenticeship? ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      profane: false,
      message: { role: 'user', content: 'How do I apply for the maintenance apprenticeship?', promptType: 'prompt' },
    });
    const row = await first(t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, res.body.message.id)));
    expect(row).toMatchObject({
      orgId: WF,
      sessionId: s.sessionId,
      integrationId: AVA,
      role: 'user',
      contentTypes: ['resources', 'users', 'projects', 'courses'],
      metadata: { promptType: 'prompt' },
    });
    expect((await ask(s, 'OSHA basics')).body.message.promptType).toBe('keyword');
  });

  it.each([
    ['', ['resources'], 'Please enter a question so I can better assist you.'],
    ['a.b', ['resources'], 'Please enter a longer question so I can better assist you.'],
    ['OSHA', [], 'Select at least one content type to search.'],
  ])('refuses %j with %j: %s', async (content, types, message) => {
    const res = await ask(await start(), content, types);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('counts profanity strikes without storing them, and the third closes the conversation', async () => {
    const s = await start();
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push((await ask(s, 'this is shit')).body);
    expect(replies).toEqual([
      { profane: true, strikes: 1, closed: false, reply: "Let's keep it clean, try again." },
      { profane: true, strikes: 2, closed: false, reply: "Let's keep it clean, try again." },
      { profane: true, strikes: 3, closed: true, reply: 'Please refrain from using profanity.' },
    ]);
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, s.sessionId))).toEqual([]);
    const after = await ask(s, 'How do I apply?');
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe('Please refrain from using profanity.');
  });

  it('refuses without the token, with the token of another conversation or from another site', async () => {
    const a = await start();
    const b = await start();
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${a.sessionId}/messages`,
          null,
          { content: 'OSHA', contentTypes: ['resources'] },
          { origin: SITE },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${a.sessionId}/messages`,
          null,
          { content: 'OSHA', contentTypes: ['resources'] },
          visitor(b),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${a.sessionId}/messages`,
          null,
          { content: 'OSHA', contentTypes: ['resources'] },
          visitor(a, 'https://evil.example'),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${a.sessionId}/messages`,
          null,
          { content: 'OSHA', contentTypes: ['resources'] },
          { 'x-chat-token': a.token },
        )
      ).status,
    ).toBe(403);
    const forged = { origin: SITE, 'x-chat-token': `${a.token.slice(0, -4)}AAAA` };
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${a.sessionId}/messages`,
          null,
          { content: 'OSHA', contentTypes: ['resources'] },
          forged,
        )
      ).status,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const s = await start();
    const realNow = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 2 * 3600_000);
    try {
      expect((await ask(s, 'OSHA')).status).toBe(401);
    } finally {
      t.deps.now = realNow;
    }
  });

  it('limits questions per conversation and per address', async () => {
    const s = await start();
    for (let i = 0; i < ASSISTANT_LIMITS.messagesPerSession.limit; i++)
      expect((await ask(s, `OSHA ${i}`)).status).toBe(201);
    const res = await ask(s, 'OSHA again');
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^Too many requests/);

    const ip = '10.8.8.8';
    let status = 0;
    for (let n = 0; n <= ASSISTANT_LIMITS.messagesPerIp.limit && status !== 429; ) {
      const c = await start(SITE, { integrationId: AVA }, ip);
      for (let i = 0; i < 25 && status !== 429; i++, n++) status = (await ask(c, `welding ${n}`)).status;
    }
    expect(status).toBe(429);
  });
});

describe('POST /v1/api/content/vectorSearch', () => {
  it('finds the passages of a question with the vectorSearch answer shape, and saves the reply with its content', async () => {
    const s = await start();
    const q = (await ask(s, KNOWN)).body.message;
    const res = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      {
        prompt: KNOWN,
        contentTypes: ['resources', 'users', 'projects', 'courses'],
        saveSearch: true,
        chatMessageId: q.id,
        chatSessionId: s.sessionId,
        integrationId: AVA,
      },
      visitor(s),
      s.ip,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Origin/);
    const body = res.body;
    expect(Object.keys(body).sort()).toEqual(
      [
        'assistantMessageId',
        'cdnFiles',
        'courses',
        'groups',
        'items',
        'parentMessageId',
        'projects',
        'resourceIds',
        'resourceVecIds',
        'sources',
        'users',
      ].sort(),
    );
    expect(body.items[0]).toEqual({ id: expect.any(String), similarity: expect.any(Number) });
    expect(body.items.every((i: { similarity: number }) => i.similarity >= 0.3 && i.similarity <= 1)).toBe(true);
    expect(body.resourceVecIds).toEqual(body.items.map((i: { id: string }) => i.id));
    expect(body.resourceIds[0]).toBe('demo-resource-osha');
    expect(body.groups).toContainEqual({ id: 'demo-rg-training', title: 'Safety and Paying for Training' });
    expect(body.sources[0]).toMatchObject({
      n: 1,
      kind: 'resource',
      id: 'demo-resource-osha',
      title: 'OSHA 10 safety basics',
    });
    expect(body.parentMessageId).toBe(q.id);

    const reply = (await first(
      t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, body.assistantMessageId)),
    ))!;
    expect(reply).toMatchObject({
      role: 'assistant',
      sessionId: s.sessionId,
      orgId: WF,
      noResponseMsg: false,
      metadata: { parentMessageId: q.id },
    });
    const links = await t.deps.db.select().from(chatMessageContents).where(eq(chatMessageContents.messageId, reply.id));
    expect(links.map((l) => l.resourceId ?? l.projectId ?? l.classId ?? l.userId)).toContain('demo-resource-osha');
    expect((await first(t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, q.id))))!.knowledgeGap).toBe(
      false,
    );
  });

  it('marks a question nothing answers as a knowledge gap and stores the apology reply', async () => {
    const s = await start();
    const q = (await ask(s, UNKNOWN)).body.message;
    const res = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { prompt: UNKNOWN, saveSearch: true, chatMessageId: q.id },
      visitor(s),
      s.ip,
    );
    expect(res.body).toMatchObject({
      items: [],
      resourceIds: [],
      users: [],
      projects: [],
      courses: [],
      parentMessageId: q.id,
    });
    expect((await first(t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, q.id))))!.knowledgeGap).toBe(
      true,
    );
    expect(
      await first(t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, res.body.assistantMessageId))),
    ).toMatchObject({
      content: "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
      noResponseMsg: true,
    });
  });

  it('keeps to threshold, count, content types and the resource groups the assistant offers', async () => {
    const s = await start();
    const loose = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { searchText: 'safety', threshold: 0, count: 3 },
      visitor(s),
      s.ip,
    );
    expect(loose.body.items).toHaveLength(3);
    const courses = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { searchText: 'OSHA', contentTypes: ['courses'] },
      visitor(s),
      s.ip,
    );
    expect(courses.body.resourceIds).toEqual([]);
    expect(courses.body.courses[0]).toEqual({
      id: 'demo-course-osha10',
      title: 'OSHA 10 for General Industry',
      url: '/o/demo-workforce/courses/courseSlug/osha-10-general-industry',
    });
    // A visitor can't widen the search beyond the assistant's resource groups.
    const widened = await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { searchText: 'computer lab printing', parentIds: ['demo-rg-commons'], contentTypes: ['resources'] },
      visitor(s),
      s.ip,
    );
    expect(widened.body.items).toEqual([]);
  });

  it('answers a signed-in member and an API key of the organization, never with another organization', async () => {
    const member = await t.call('POST', '/v1/api/content/vectorSearch', emailOf(t, 'demo-workforce', 'student'), {
      prompt: KNOWN,
    });
    expect(member.status).toBe(200);
    expect(member.body.resourceIds[0]).toBe('demo-resource-osha');
    expect(
      (
        await t.call('POST', '/v1/api/content/vectorSearch', emailOf(t, 'demo-workforce', 'student'), {
          prompt: KNOWN,
          orgId: 'demo-community-org',
        })
      ).status,
    ).toBe(403);
    const community = await t.call('POST', '/v1/api/content/vectorSearch', emailOf(t, 'demo-community', 'admin'), {
      prompt: KNOWN,
    });
    expect(community.body.resourceIds).not.toContain('demo-resource-osha');
    expect(
      (
        await t.call('POST', '/v1/api/content/vectorSearch', emailOf(t, 'demo-community', 'admin'), {
          prompt: KNOWN,
          integrationId: AVA,
        })
      ).status,
    ).toBe(404);
    const superAdmin = await t.call('POST', '/v1/api/content/vectorSearch', SUPER, {
      searchText: 'computer lab printing',
      orgId: 'demo-community-org',
    });
    expect(superAdmin.body.resourceIds).toEqual(['demo-resource-lab']);

    const key = await t.call('POST', '/v1/api-keys', emailOf(t, 'demo-workforce', 'owner'), { name: 'Help center' });
    const byKey = await t.call('POST', '/v1/api/content/vectorSearch', { apiKey: key.body.key }, { prompt: KNOWN });
    expect(byKey.body.resourceIds[0]).toBe('demo-resource-osha');
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/vectorSearch',
          { apiKey: key.body.key },
          { prompt: KNOWN, orgId: 'demo-community-org' },
        )
      ).status,
    ).toBe(403);
  });

  it("refuses visitors without a conversation, another conversation's question and another site", async () => {
    expect(
      (await t.call('POST', '/v1/api/content/vectorSearch', null, { prompt: KNOWN }, { origin: SITE })).status,
    ).toBe(401);
    const a = await start();
    const b = await start();
    const q = (await ask(a, KNOWN)).body.message;
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/vectorSearch',
          null,
          { prompt: KNOWN, chatMessageId: q.id, saveSearch: true },
          visitor(b),
          b.ip,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/vectorSearch',
          null,
          { prompt: KNOWN, chatSessionId: a.sessionId },
          visitor(b),
          b.ip,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/vectorSearch',
          null,
          { prompt: KNOWN },
          visitor(a, 'https://evil.example'),
          a.ip,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/vectorSearch',
          null,
          { prompt: KNOWN, integrationId: 'other' },
          visitor(a),
          a.ip,
        )
      ).status,
    ).toBe(403);
  });

  it('limits searches per conversation', async () => {
    const s = await start();
    let status = 200;
    for (let i = 0; i <= ASSISTANT_LIMITS.retrievalPerSession.limit && status === 200; i++)
      status = (await t.call('POST', '/v1/api/content/vectorSearch', null, { searchText: 'OSHA' }, visitor(s), s.ip))
        .status;
    expect(status).toBe(429);
  });
});

async function searchAndSave(s: Started & { ip: string }, question: string) {
  const q = (await ask(s, question)).body.message;
  const found = (
    await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      { prompt: question, saveSearch: true, chatMessageId: q.id },
      visitor(s),
      s.ip,
    )
  ).body;
  return { q, found };
}

describe('POST /v1/api/content/chatEngine (extractive composer)', () => {
  it('streams an answer quoting the passages with citations, then the sources, as plain text by default', async () => {
    const s = await start();
    const { found } = await searchAndSave(s, KNOWN);
    const res = await t.app.request('/v1/api/content/chatEngine', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor(s) },
      body: JSON.stringify({
        prompt: KNOWN,
        chatMessageId: found.assistantMessageId,
        resourceVecIds: found.resourceVecIds,
        promptType: 'prompt',
        includeCitations: true,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value));
    expect(chunks.length).toBeGreaterThan(3);
    const text = chunks.join('');
    expect(text).toMatch(
      /^Here is what I found in our content:\n\n\*\*OSHA 10 safety basics\*\* \[1\]\n> Before you clear a jam, change a belt or reach into any machine/,
    );
    expect(text).toMatch(/\n\nSources:\n\[1\] OSHA 10 safety basics — \/examples\/assistant\.html#osha\n/);

    const saved = (await first(
      t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, found.assistantMessageId)),
    ))!;
    expect(saved.content).toBe(text.slice(0, text.indexOf('\n\nSources:')));
    expect(saved.metadata).toMatchObject({
      composer: 'extractive',
      sources: [expect.objectContaining({ n: 1, title: 'OSHA 10 safety basics' })],
    });
  });

  it('speaks server-sent events to the widget: start, text pieces, sources, done', async () => {
    const s = await start();
    const { found } = await searchAndSave(s, 'How can I pay for training?');
    const res = await t.call(
      'POST',
      '/v1/api/content/chatEngine',
      null,
      {
        prompt: 'How can I pay for training?',
        chatMessageId: found.assistantMessageId,
        resourceVecIds: found.resourceVecIds,
      },
      { ...visitor(s), accept: 'text/event-stream' },
      s.ip,
    );
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = (res.body as string)
      .trim()
      .split('\n\n')
      .map((frame) => {
        const [event, data] = frame.split('\n');
        return { event: event!.slice(7), data: JSON.parse(data!.slice(6)) };
      });
    expect(events[0]).toEqual({ event: 'start', data: { nodes: found.items.length, composer: 'extractive' } });
    expect(events.filter((e) => e.event === 'text').length).toBeGreaterThan(2);
    expect(events.at(-2)).toMatchObject({
      event: 'sources',
      data: {
        sources: expect.arrayContaining([
          expect.objectContaining({ n: 1, title: 'Financial aid for training', url: '/examples/assistant.html#aid' }),
        ]),
      },
    });
    expect(events.at(-1)).toEqual({ event: 'done', data: {} });
  });

  it('answers the knowledge-gap reply when nothing was found, and searches by itself without resourceVecIds', async () => {
    const s = await start();
    const gap = await t.call(
      'POST',
      '/v1/api/content/chatEngine',
      null,
      { prompt: UNKNOWN, resourceVecIds: [] },
      visitor(s),
      s.ip,
    );
    expect(gap.body).toBe(
      "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
    );
    const member = await t.call('POST', '/v1/api/content/chatEngine', emailOf(t, 'demo-workforce', 'teacher'), {
      prompt: KNOWN,
    });
    expect(member.body).toContain('Before you clear a jam');
  });

  it('quotes whole sentences: a price stays whole ("$13.40 an hour"), cut neither at its decimal point nor anywhere else', async () => {
    const res = await t.call('POST', '/v1/api/content/chatEngine', emailOf(t, 'demo-workforce', 'teacher'), {
      prompt: 'What wages does the maintenance apprenticeship pay?',
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain(
      '> An apprenticeship is a job: you are paid from your first day, your wage rises on a published schedule, and your employer covers the classroom instruction. The maintenance apprenticeship starts at $13.40 an hour and reaches $24.80 before you finish.\n',
    );
    expect(res.body).toContain('the journeyworker wage of $28.50 an hour, starting at 47 percent.');
    expect(res.body).not.toMatch(/\$\d+\.(\s|$)/m);
  });

  it('quotes a passage once, without the heading it sits under, though the resource and its handout both hold it', async () => {
    const res = await t.call('POST', '/v1/api/content/chatEngine', emailOf(t, 'demo-workforce', 'teacher'), {
      prompt: 'What is lockout/tagout?',
    });
    expect(res.body.match(/Before you clear a jam, change a belt or reach into any machine/g)).toHaveLength(1);
    expect(res.body).not.toContain('Lockout/tagout Before');
  });

  it("uses only passages of the caller's organization and assistant, whatever ids are sent", async () => {
    const community = await t.call('POST', '/v1/api/content/vectorSearch', emailOf(t, 'demo-community', 'admin'), {
      searchText: 'computer lab printing',
    });
    const s = await start();
    const res = await t.call(
      'POST',
      '/v1/api/content/chatEngine',
      null,
      { prompt: 'computer lab printing', resourceVecIds: community.body.resourceVecIds },
      visitor(s),
      s.ip,
    );
    expect(res.body).toBe(
      "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
    );
  });

  it('refuses before streaming: no prompt, no conversation, another conversation', async () => {
    const s = await start();
    expect((await t.call('POST', '/v1/api/content/chatEngine', null, { prompt: '' }, visitor(s), s.ip)).status).toBe(
      400,
    );
    expect((await t.call('POST', '/v1/api/content/chatEngine', null, { prompt: KNOWN }, { origin: SITE })).status).toBe(
      401,
    );
    const other = await start();
    const { found } = await searchAndSave(other, KNOWN);
    expect(
      (
        await t.call(
          'POST',
          '/v1/api/content/chatEngine',
          null,
          { prompt: KNOWN, chatMessageId: found.assistantMessageId },
          visitor(s),
          s.ip,
        )
      ).status,
    ).toBe(404);
  });
});

describe('GET and PATCH of a conversation', () => {
  it("lists a conversation's messages with their content for the visitor and the organization's admins", async () => {
    const s = await start();
    const { q, found } = await searchAndSave(s, KNOWN);
    const mine = await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, null, undefined, visitor(s));
    expect(mine.body.items.map((m: { id: string }) => m.id)).toEqual([q.id, found.assistantMessageId]);
    expect(mine.body.items[1].contents.length).toBeGreaterThan(0);
    const admin = await t.call(
      'GET',
      `/v1/assistant/sessions/${s.sessionId}/messages?orgId=${WF}`,
      emailOf(t, 'demo-workforce', 'admin'),
    );
    expect(admin.body.total).toBe(2);
    expect(
      (await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, emailOf(t, 'demo-community', 'admin')))
        .status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, emailOf(t, 'demo-workforce', 'student')))
        .status,
    ).toBe(403);
    expect((await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, null)).status).toBe(401);
    const key = await t.call('POST', '/v1/api-keys', emailOf(t, 'demo-workforce', 'owner'), { name: 'Reports' });
    expect(
      (await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, { apiKey: key.body.key })).body.total,
    ).toBe(2);
    const other = await t.call('POST', '/v1/api-keys', emailOf(t, 'demo-community', 'owner'), { name: 'Reports' });
    expect(
      (await t.call('GET', `/v1/assistant/sessions/${s.sessionId}/messages`, { apiKey: other.body.key })).status,
    ).toBe(404);
  });

  it("updates a question's knowledgeGap and the conversation's userEmail", async () => {
    const s = await start();
    const q = (await ask(s, 'Is there a night shift?')).body.message;
    const gap = await t.call(
      'PATCH',
      `/v1/assistant/sessions/${s.sessionId}/messages/${q.id}`,
      null,
      { knowledgeGap: true },
      visitor(s),
    );
    expect(gap.body.item).toEqual({ id: q.id, knowledgeGap: true });
    expect(
      (
        await t.call(
          'PATCH',
          `/v1/assistant/sessions/${s.sessionId}/messages/${q.id}`,
          null,
          { content: 'x' },
          visitor(s),
        )
      ).status,
    ).toBe(400);
    const email = await t.call(
      'PATCH',
      `/v1/assistant/sessions/${s.sessionId}`,
      null,
      { userEmail: 'visitor@example.org' },
      visitor(s),
    );
    expect(email.body.item).toEqual({ id: s.sessionId, userEmail: 'visitor@example.org' });
    expect(
      (await t.call('PATCH', `/v1/assistant/sessions/${s.sessionId}`, null, { userEmail: 'nope' }, visitor(s))).body
        .error.message,
    ).toBe('Enter a valid e-mail address.');
  });
});

describe('POST /v1/assistant/sessions/:id/forward', () => {
  it("sends the help-request e-mail with the visitor's e-mail, the assistant and the chat history, and stores the e-mail", async () => {
    const s = await start();
    await searchAndSave(s, UNKNOWN);
    await searchAndSave(s, 'Who won the world cup in 1998?');
    const res = await t.call(
      'POST',
      `/v1/assistant/sessions/${s.sessionId}/forward`,
      null,
      { email: 'jordan.reyes@example.org', message: 'Please call me about evening classes.' },
      visitor(s),
      s.ip,
    );
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(true);
    const mail = (await first(t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.body.mailId))))!;
    expect(mail).toMatchObject({
      to: 'help.workforce@demo.pathcraft.test',
      subject: 'Website Visitor Needs Assistance',
      replyTo: 'jordan.reyes@example.org',
      orgId: WF,
    });
    expect(mail.text).toContain('Visitor e-mail: jordan.reyes@example.org');
    expect(mail.text).toContain('Assistant: Ava');
    expect(mail.text).toContain('Assistant ID: demo-assistant');
    expect(mail.text).toContain('Message\nPlease call me about evening classes.');
    expect(mail.text).toContain(`Visitor (no answer found): ${UNKNOWN}`);
    expect(mail.text).toContain("Ava: I can't give an accurate or relevant response to your query.");
    expect(mail.html).toContain('Who won the world cup in 1998?');
    expect(
      (await first(t.deps.db.select().from(chatSessions).where(eq(chatSessions.id, s.sessionId))))!.userEmail,
    ).toBe('jordan.reyes@example.org');
  });

  it('needs an e-mail with an @ and a period, a message, a service address, and is limited', async () => {
    const s = await start();
    const bad = await t.call(
      'POST',
      `/v1/assistant/sessions/${s.sessionId}/forward`,
      null,
      { email: 'jordan@example', message: 'Hi' },
      visitor(s),
      s.ip,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid e-mail address.');
    const silent = await t.call(
      'POST',
      `/v1/assistant/sessions/${s.sessionId}/forward`,
      null,
      { email: 'jordan@example.org', message: '  ' },
      visitor(s),
      s.ip,
    );
    expect(silent.status).toBe(400);
    expect(silent.body.error.message).toBe('Enter a message for our team.');
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, 'jordan@example.org'))).toEqual([]);
    for (let i = 2; i < ASSISTANT_LIMITS.forwardsPerSession.limit; i++)
      await t.call(
        'POST',
        `/v1/assistant/sessions/${s.sessionId}/forward`,
        null,
        { email: 'a@b.co', message: 'Hi' },
        visitor(s),
        s.ip,
      );
    expect(
      (
        await t.call(
          'POST',
          `/v1/assistant/sessions/${s.sessionId}/forward`,
          null,
          { email: 'a@b.co', message: 'Hi' },
          visitor(s),
          s.ip,
        )
      ).status,
    ).toBe(429);

    await t.deps.db.update(integrations).set({ serviceEmail: null }).where(eq(integrations.id, AVA));
    try {
      const n = await start();
      const none = await t.call(
        'POST',
        `/v1/assistant/sessions/${n.sessionId}/forward`,
        null,
        { email: 'a@b.co', message: 'Hi' },
        visitor(n),
        n.ip,
      );
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('This assistant does not forward questions.');
    } finally {
      await t.deps.db
        .update(integrations)
        .set({ serviceEmail: 'help.workforce@demo.pathcraft.test' })
        .where(eq(integrations.id, AVA));
    }
  });
});

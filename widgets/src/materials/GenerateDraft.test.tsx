// @vitest-environment happy-dom
import { MATERIAL_DRAFT_TEXT, memorySessionStore, PathcraftError, type MaterialDraftRequest } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import { GenerateDraft, type GeneratedDraft } from './GenerateDraft.tsx';
import { createMaterialDraftApi, type MaterialDraftApi, type MaterialDraftStream } from './material-drafts.api.ts';

afterEach(cleanup);

const META = {
  title: 'LinkedIn post: OSHA basics',
  promptType: 'linkedInPost' as const,
  extractive: true,
  sourceMaterialId: 'm1',
  resourceId: 'r1',
};

async function* pieces(html: string[], failWith?: string): AsyncGenerator<string> {
  yield* html;
  if (failWith) throw new PathcraftError('bad_gateway', failWith);
}
async function all(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const c of chunks) out.push(c);
  return out;
}

/** The server's side of the call, as the component sees it: what it was asked, what it answers. */
function serverApi(answer: () => Promise<MaterialDraftStream>) {
  const calls: { materialId: string; request: MaterialDraftRequest }[] = [];
  const api: MaterialDraftApi = {
    draft: (materialId, request) => {
      calls.push({ materialId, request });
      return answer();
    },
  };
  return { api, calls };
}

async function open(api: MaterialDraftApi, files?: { id: string; name: string; type?: string | null }[]) {
  const onDraft = vi.fn<(d: GeneratedDraft) => void>();
  const onError = vi.fn<(m: string) => void>();
  const ui = await mount(<GenerateDraft materialId="m1" api={api} files={files} onDraft={onDraft} onError={onError} />);
  return { ui, onDraft, onError };
}

describe('GenerateDraft', () => {
  it('lists the four presets with their exact labels when opened', async () => {
    const { ui } = await open(serverApi(async () => ({ meta: META, chunks: pieces([]) })).api);
    const toggle = ui.button('Generate draft');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(ui.root.querySelector('ul')).toBeNull();
    await ui.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(Array.from(ui.root.querySelectorAll('li button')).map((b) => b.textContent)).toEqual([
      '3 question/answer pairs',
      'main points and observations',
      'LinkedIn post',
      'email',
    ]);
    expect(ui.root.querySelector('ul')!.getAttribute('aria-labelledby')).toBe(
      ui.root.querySelector('.pc-msheet__menu-heading')!.id,
    );
    expect(ui.root.querySelector('select')).toBeNull();
  });

  it('asks for the preset and hands over the draft with its streaming body', async () => {
    const { api, calls } = serverApi(async () => ({
      meta: META,
      chunks: pieces(['<p>Hook</p>', '<ul><li>One</li></ul>']),
    }));
    const { ui, onDraft, onError } = await open(api);
    await ui.click(ui.button('Generate draft'));
    await ui.click(ui.button('LinkedIn post'));
    expect(calls).toEqual([{ materialId: 'm1', request: { promptType: 'linkedInPost' } }]);
    expect(onDraft).toHaveBeenCalledTimes(1);
    const { chunks, ...meta } = onDraft.mock.calls[0]![0];
    expect(meta).toEqual(META);
    expect(await all(chunks)).toEqual(['<p>Hook</p>', '<ul><li>One</li></ul>']);
    expect(onError).not.toHaveBeenCalled();
    expect(ui.root.querySelector('ul')).toBeNull();
    expect(ui.button('Generate draft').disabled).toBe(false);
  });

  it('offers the files with text as the source, the material by default', async () => {
    const { api, calls } = serverApi(async () => ({ meta: META, chunks: pieces([]) }));
    const { ui } = await open(api, [
      { id: 'f-audio', name: 'Toolbox talk.mp3', type: 'audio/mpeg' },
      { id: 'f-photo', name: 'Guard.png', type: 'image/png' },
      { id: 'f-pdf', name: 'Handout.pdf', type: 'application/pdf' },
    ]);
    await ui.click(ui.button('Generate draft'));
    const select = ui.field('Draft from') as unknown as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'The material'],
      ['f-audio', 'Toolbox talk.mp3'],
      ['f-pdf', 'Handout.pdf'],
    ]);
    await ui.type('Draft from', 'f-audio');
    await ui.click(ui.button('email'));
    expect(calls).toEqual([{ materialId: 'm1', request: { promptType: 'email', fileId: 'f-audio' } }]);
  });

  it('shows it is working while the server starts the draft', async () => {
    let start: (s: MaterialDraftStream) => void = () => undefined;
    const { ui, onDraft } = await open(serverApi(() => new Promise((r) => (start = r))).api);
    await ui.click(ui.button('Generate draft'));
    await ui.click(ui.button('main points and observations'));
    const busy = ui.button(MATERIAL_DRAFT_TEXT.generating);
    expect(busy.disabled).toBe(true);
    start({ meta: { ...META, promptType: 'mainPoints' }, chunks: pieces([]) });
    await ui.flush();
    expect(onDraft).toHaveBeenCalledTimes(1);
    expect(ui.button('Generate draft').disabled).toBe(false);
  });

  it("reports a refusal with the server's message, and no draft", async () => {
    const { ui, onDraft, onError } = await open(
      serverApi(async () => Promise.reject(new PathcraftError('unprocessable', MATERIAL_DRAFT_TEXT.noSourceText))).api,
    );
    await ui.click(ui.button('Generate draft'));
    await ui.click(ui.button('3 question/answer pairs'));
    expect(onError).toHaveBeenCalledWith(MATERIAL_DRAFT_TEXT.noSourceText);
    expect(onDraft).not.toHaveBeenCalled();
  });

  it('reports a failure while the body streams, and ends the body there', async () => {
    const { ui, onDraft, onError } = await open(
      serverApi(async () => ({ meta: META, chunks: pieces(['<p>Hook</p>'], MATERIAL_DRAFT_TEXT.failed) })).api,
    );
    await ui.click(ui.button('Generate draft'));
    await ui.click(ui.button('LinkedIn post'));
    expect(await all(onDraft.mock.calls[0]![0].chunks)).toEqual(['<p>Hook</p>']);
    expect(onError).toHaveBeenCalledWith(MATERIAL_DRAFT_TEXT.failed);
  });

  it('closes the list on Escape and gives focus back to its button', async () => {
    const { ui } = await open(serverApi(async () => ({ meta: META, chunks: pieces([]) })).api);
    const toggle = ui.button('Generate draft');
    await ui.click(toggle);
    ui.button('email').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await ui.flush();
    expect(ui.root.querySelector('ul')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

/** The event stream as the server writes it (server/src/features/material-drafts). */
function eventStream(frames: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const f of frames) c.enqueue(encoder.encode(f));
      c.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('createMaterialDraftApi', () => {
  const session = memorySessionStore({ token: 'tok-1', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });

  function api(answer: Response) {
    const calls: { url: string; method?: string; headers: Headers; body: unknown }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method,
        headers: new Headers(init.headers),
        body: JSON.parse(init.body as string),
      });
      return answer;
    }) as unknown as typeof globalThis.fetch;
    return { api: createMaterialDraftApi('https://platform.test/', { session, fetch }), calls };
  }

  it('posts the preset with the bearer token and reads meta, then the pieces until done', async () => {
    const { api: draftApi, calls } = api(
      eventStream([
        frame('meta', META),
        frame('delta', { html: '<p>A</p>' }),
        'event: delta\ndata: {"html":"<p>B',
        '</p>"}\n\n',
        frame('done', {}),
      ]),
    );
    const draft = await draftApi.draft('m 1', { promptType: 'linkedInPost', fileId: 'f1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: 'https://platform.test/v1/materials/m%201/draft',
      method: 'POST',
      body: { promptType: 'linkedInPost', fileId: 'f1' },
    });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(draft.meta).toEqual(META);
    expect(await all(draft.chunks)).toEqual(['<p>A</p>', '<p>B</p>']);
  });

  it("rejects a refusal with the server's message", async () => {
    const refusal = new Response(
      JSON.stringify({
        error: {
          code: 'forbidden',
          message: 'Only admins of the organization and the material’s author can change this material.',
        },
      }),
      { status: 403, headers: { 'content-type': 'application/json' } },
    );
    const err = await api(refusal)
      .api.draft('m1', { promptType: 'email' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PathcraftError);
    expect((err as PathcraftError).message).toBe(
      'Only admins of the organization and the material’s author can change this material.',
    );
  });

  it.each([
    [
      'an error event',
      [
        frame('meta', META),
        frame('delta', { html: '<p>A</p>' }),
        frame('error', { message: MATERIAL_DRAFT_TEXT.failed }),
      ],
    ],
    ['a stream cut off before done', [frame('meta', META), frame('delta', { html: '<p>A</p>' })]],
  ])('ends the pieces with an error on %s', async (_name, frames) => {
    const draft = await api(eventStream(frames)).api.draft('m1', { promptType: 'email' });
    const seen: string[] = [];
    const err = await (async () => {
      for await (const c of draft.chunks) seen.push(c);
    })().catch((e: unknown) => e);
    expect(seen).toEqual(['<p>A</p>']);
    expect((err as PathcraftError).message).toBe(MATERIAL_DRAFT_TEXT.failed);
  });
});

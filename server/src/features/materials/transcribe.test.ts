import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { createTestApp } from '../../test/harness.ts';
import { transcribeAudio } from './transcribe.ts';

/**
 * A local HTTP server speaking the OpenAI-compatible transcription protocol:
 * `POST /v1/audio/transcriptions`, multipart `file` and `model`, bearer key, answer `{ text }`.
 */
interface Received {
  path: string;
  authorization: string | undefined;
  model: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number[];
}
const received: Received[] = [];
let mode: 'ok' | 'http-error' | 'no-text' | 'hang' = 'ok';
let server: Server;
let base: string;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await readBody(req);
    // The platform's own multipart parser reads what a real endpoint would.
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file');
    received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      model: form.get('model') as string | null,
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      fileBytes: file instanceof File ? [...new Uint8Array(await file.arrayBuffer())] : [],
    });
    if (mode === 'hang') return;
    if (mode === 'http-error')
      return void res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":{"message":"Incorrect API key provided: sk-secret"}}');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          mode === 'no-text' ? { result: 'x' } : { text: ' Lock out every energy source before you clear a jam. ' },
        ),
      );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let dir: string;
beforeEach(() => {
  received.length = 0;
  mode = 'ok';
  dir = mkdtempSync(join(tmpdir(), 'pathcraft-transcribe-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const logged: { msg: string; data?: Record<string, unknown> }[] = [];
const log = {
  error: (msg: string, data?: Record<string, unknown>) => void logged.push({ msg, data }),
  info: () => {},
  debug: () => {},
};
const configWith = (env: Record<string, string>): Config =>
  loadConfig({ NODE_ENV: 'test', PATHCRAFT_DATA_DIR: dir, ...env });
const AUDIO = {
  bytes: new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3]),
  name: 'safety-briefing.mp3',
  contentType: 'audio/mpeg',
};

describe('transcribeAudio', () => {
  it('answers null without asking anyone when no endpoint is configured', async () => {
    expect(await transcribeAudio({ config: configWith({}), log }, AUDIO)).toBeNull();
    expect(received).toEqual([]);
  });

  it('sends the file and the model as multipart with the bearer key, and answers the text', async () => {
    const config = configWith({ TRANSCRIPTION_BASE_URL: base, TRANSCRIPTION_API_KEY: 'sk-secret' });
    expect(config.transcription).toEqual({ baseUrl: base, model: 'whisper-1', apiKey: 'sk-secret' });
    expect(await transcribeAudio({ config, log }, AUDIO)).toBe('Lock out every energy source before you clear a jam.');
    expect(received).toEqual([
      {
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-secret',
        model: 'whisper-1',
        fileName: 'safety-briefing.mp3',
        fileType: 'audio/mpeg',
        fileBytes: [...AUDIO.bytes],
      },
    ]);
  });

  it('uses the configured model and sends no authorization without a key', async () => {
    const config = configWith({ TRANSCRIPTION_BASE_URL: `${base}/`, TRANSCRIPTION_MODEL: 'whisper-large-v3' });
    expect(await transcribeAudio({ config, log }, AUDIO)).toBe('Lock out every energy source before you clear a jam.');
    expect(received[0]).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: undefined,
      model: 'whisper-large-v3',
    });
  });

  it.each([
    ['an error status', 'http-error' as const, { status: 401, file: 'safety-briefing.mp3' }],
    ['an answer without text', 'no-text' as const, { file: 'safety-briefing.mp3' }],
  ])('answers null on %s and logs it without the key', async (_name, failure, data) => {
    mode = failure;
    logged.length = 0;
    const config = configWith({ TRANSCRIPTION_BASE_URL: base, TRANSCRIPTION_API_KEY: 'sk-secret' });
    expect(await transcribeAudio({ config, log }, AUDIO)).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.data).toEqual(data);
    expect(JSON.stringify(logged)).not.toContain('sk-secret');
  });

  it('gives up after the timeout', async () => {
    mode = 'hang';
    logged.length = 0;
    const config = configWith({ TRANSCRIPTION_BASE_URL: base });
    expect(await transcribeAudio({ config, log }, AUDIO, { timeoutMs: 100 })).toBeNull();
    expect(logged).toEqual([{ msg: 'transcription failed', data: { reason: 'timeout', file: 'safety-briefing.mp3' } }]);
  });

  it('answers null when the endpoint cannot be reached', async () => {
    logged.length = 0;
    const config = configWith({ TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(await transcribeAudio({ config, log }, AUDIO)).toBeNull();
    expect(logged[0]!.msg).toBe('transcription failed');
  });
});

describe('POST /v1/materials/{id}/files with transcription configured', () => {
  it("stores the endpoint's transcript with an uploaded audio file", async () => {
    const t = await createTestApp({
      TRANSCRIPTION_BASE_URL: base,
      TRANSCRIPTION_MODEL: 'whisper-1',
      TRANSCRIPTION_API_KEY: 'sk-secret',
    });
    try {
      const form = new FormData();
      form.append('file', new Blob([AUDIO.bytes], { type: 'audio/mpeg' }), 'toolbox-talk.mp3');
      const token = await t.sign('teacher.workforce@demo.pathcraft.test');
      const res = await t.app.request('/v1/materials/demo-material-osha/files', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        name: 'toolbox-talk.mp3',
        type: 'audio/mpeg',
        transcript: 'Lock out every energy source before you clear a jam.',
      });
      expect(received).toEqual([
        {
          path: '/v1/audio/transcriptions',
          authorization: 'Bearer sk-secret',
          model: 'whisper-1',
          fileName: 'toolbox-talk.mp3',
          fileType: 'audio/mpeg',
          fileBytes: [...AUDIO.bytes],
        },
      ]);
    } finally {
      await t.close();
    }
  });
});

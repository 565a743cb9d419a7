import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, SUPER, type TestApp } from '../../test/harness.ts';
import { startServer, stopServers, type Server } from '../../test/server-process.ts';
import { officeFileUnpackingTo } from '../../test/zip-bomb.ts';
import { PROGRAM_FILE_MESSAGES } from './open-office-file.ts';

const ORG = 'demo-workforce-org';
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
/** The reported file: 0.93 MB that declares its parts' real sizes but inflates one of them to 900 MB. */
const LYING_MB = 900;
const bombs = {
  docx: () => officeFileUnpackingTo(fixture('electrician.docx'), 'word/document.xml', LYING_MB, { lie: true }),
  xlsx: () => officeFileUnpackingTo(fixture('hvac.xlsx'), 'xl/sharedStrings.xml', LYING_MB, { lie: true }),
  pptx: () => officeFileUnpackingTo(fixture('welder.pptx'), '[Content_Types].xml', LYING_MB, { lie: true }),
};

async function parseOn(
  request: (path: string, init: RequestInit) => Promise<Response>,
  token: string,
  name: string,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await request(`/v1/program-import/parse?organizationId=${ORG}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string }; program?: unknown } };
}

describe('program files that unpack to more than they say', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const parse = async (name: string, bytes: Uint8Array) =>
    parseOn((path, init) => Promise.resolve(t.app.request(path, init)), await t.sign(SUPER), name, bytes);

  it.each(Object.entries(bombs))(
    'refuses a .%s whose part inflates to 900 MB while its headers say a few KB (422)',
    async (format, build) => {
      const bytes = await build();
      expect(bytes.length).toBeLessThan(1024 * 1024);
      const res = await parse(`program.${format}`, bytes);
      expect(res.status).toBe(422);
      expect(res.body.error?.message).toBe(PROGRAM_FILE_MESSAGES.tooBig);
    },
  );

  it('refuses a file whose headers honestly say it unpacks to 900 MB (422)', async () => {
    const res = await parse(
      'program.docx',
      await officeFileUnpackingTo(fixture('electrician.docx'), 'word/styles.xml', LYING_MB, { lie: false }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe(PROGRAM_FILE_MESSAGES.tooBig);
  });

  it('still reads the real files', async () => {
    for (const name of ['electrician.docx', 'hvac.xlsx', 'welder.pptx'])
      expect((await parse(name, fixture(name))).status).toBe(200);
  });
});

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
/**
 * What refusing zip bombs may cost the server's peak memory: the uploads, their form copies, and the
 * inflated chunks that are counted and dropped but wait for the collector (at most the 64 MB limit).
 */
const CEILING_MB = 64;

// The server runs on SQLite in both passes: what is measured is the process, not the database.
describe.skipIf(process.env.PATHCRAFT_TEST_PASS === 'postgresql')(
  'the memory a zip bomb costs a server process',
  () => {
    let dir: string;
    let server: Server;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'pathcraft-zip-bomb-'));
      server = await startServer({ PATHCRAFT_DATA_DIR: dir });
    }, 60_000);
    afterAll(async () => {
      await stopServers(server ? [server] : []);
      rmSync(dir, { recursive: true, force: true });
    });

    it(`stays under ${CEILING_MB} MB above the server's peak after real imports`, async () => {
      const request = (path: string, init: RequestInit) => fetch(`${server.base}${path}`, init);
      const login = await request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SUPER, password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      // The readers load with the first file, and a real file's parse sets the peak the bombs are compared with.
      for (let round = 0; round < 2; round++) {
        for (const name of ['electrician.docx', 'hvac.xlsx', 'welder.pptx'])
          expect((await parseOn(request, token, name, fixture(name))).status).toBe(200);
      }
      const files = await Promise.all(
        Object.entries(bombs).map(async ([format, build]) => [format, await build()] as const),
      );
      const before = peakMb(server.child.pid!);
      for (const [format, bytes] of files) {
        const res = await parseOn(request, token, `program.${format}`, bytes);
        expect(res.status).toBe(422);
      }
      const grew = peakMb(server.child.pid!) - before;
      console.info(`zip bombs: server peak ${before.toFixed(0)} MB before, grew ${grew.toFixed(1)} MB`);
      expect(grew).toBeLessThan(CEILING_MB);
    }, 120_000);
  },
);

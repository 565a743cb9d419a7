import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEMPLATE_DIR_ENV, TEMPLATE_PG_ENV, type TemplateBuilt } from './template-names.ts';

/**
 * The server project's global setup: one migrated and demo-seeded template per run, which every test
 * app copies (template.ts). Made in a child process (template-process.ts) that loads the sources with
 * the pathcraft-source condition; vite loads this file without it, so it imports nothing of ours
 * beyond template-names.ts. The test workers inherit the environment set here.
 */
export default async function setup(): Promise<() => Promise<void>> {
  removeStaleFolders();
  const started = performance.now();
  const run = mkdtempSync(join(tmpdir(), FOLDER_PREFIX));
  const dir = join(run, 'data');
  const resultFile = join(run, 'built.json');
  mkdirSync(dir);
  let built: TemplateBuilt;
  try {
    await templateProcess('build', dir, resultFile);
    built = JSON.parse(readFileSync(resultFile, 'utf8')) as TemplateBuilt;
  } catch (err) {
    rmSync(run, { recursive: true, force: true });
    throw err;
  }
  process.env[TEMPLATE_DIR_ENV] = dir;
  if (built.pgDatabase) process.env[TEMPLATE_PG_ENV] = built.pgDatabase;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `test template: ${built.pgDatabase ? `PostgreSQL database ${built.pgDatabase}` : 'SQLite'}, made in ${seconds} s`,
  );
  return async () => {
    try {
      if (built.pgDatabase) await templateProcess('drop', built.pgDatabase);
    } finally {
      rmSync(run, { recursive: true, force: true });
    }
  };
}

const FOLDER_PREFIX = 'pathcraft-template-';
const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Runs template-process.ts; its output is shown only when it fails. */
async function templateProcess(...args: string[]): Promise<void> {
  try {
    await promisify(execFile)(TSX, ['--conditions=pathcraft-source', join(HERE, 'template-process.ts'), ...args], {
      cwd: ROOT,
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`test template: template-process.ts ${args[0]} failed\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: err,
    });
  }
}

/** Template folders of runs killed before their teardown, a day old or more (concurrent runs' are younger). */
function removeStaleFolders(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, readStamp, writeStamp } from './stale.ts';

let root: string;
const inputs = ['src', 'package-lock.json'];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pathcraft-stale-'));
  await mkdir(join(root, 'src/feature'), { recursive: true });
  await writeFile(join(root, 'src/feature/a.ts'), 'export const a = 1;');
  await writeFile(join(root, 'package-lock.json'), '{}');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('hashInputs', () => {
  it('is stable while nothing changes', async () => {
    expect(await hashInputs(root, inputs)).toBe(await hashInputs(root, inputs));
  });

  it.each([
    ['a file is added', () => writeFile(join(root, 'src/feature/b.ts'), '')],
    ['a file grows', () => writeFile(join(root, 'src/feature/a.ts'), 'export const a = 12;')],
    ['a file is touched', () => utimes(join(root, 'src/feature/a.ts'), new Date(), new Date(2000, 0, 1))],
    ['the lock file changes', () => writeFile(join(root, 'package-lock.json'), '{ }')],
    ['a file is removed', () => rm(join(root, 'src/feature/a.ts'))],
  ])('changes when %s', async (_name, change) => {
    const before = await hashInputs(root, inputs);
    await change();
    expect(await hashInputs(root, inputs)).not.toBe(before);
  });

  it('ignores tests and missing inputs', async () => {
    const before = await hashInputs(root, [...inputs, 'not-there']);
    await writeFile(join(root, 'src/feature/a.test.ts'), 'test');
    expect(await hashInputs(root, inputs)).toBe(before);
  });
});

describe('stamps', () => {
  it('reads back what was written, and null without a stamp', async () => {
    expect(await readStamp(root)).toBeNull();
    await writeStamp(root, 'abc');
    expect(await readStamp(root)).toBe('abc');
  });
});

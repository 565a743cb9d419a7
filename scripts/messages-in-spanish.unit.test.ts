/**
 * Which of the server's messages have no Spanish yet. The messages are read from the code a
 * refusal is written in: every literal or constant given to `fail(code, message)` or
 * `new PathcraftError(code, message)` in server/src and sdk/src, every value of the sdk's
 * `*_MESSAGES` catalogues (a function is called with '1' for each parameter), and the schemas' and
 * rules' own messages (`message:`, `error:`, zRequired, a sentence given to a zod check). Each must have a
 * Spanish text (sdk/src/i18n/server-messages.es.ts) or be listed in messages-without-spanish.ts,
 * and the list only shrinks: a listed message that has its Spanish now fails too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as sdk from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import { MESSAGES_WITHOUT_SPANISH } from './messages-without-spanish.ts';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'generated', 'test'].includes(entry.name) ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = ['server/src', 'sdk/src']
  .flatMap((dir) => sources(join(ROOT, dir)))
  .map((file) => ({
    path: relative(ROOT, file),
    text: readFileSync(file, 'utf8'),
  }));

/** A string literal's text; a template's `${…}` parts become '1'. */
const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60`;
const unquote = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\$\{[^}]*\}/g, '1')
    .replace(/\\(.)/g, '$1');

/** `NAME = 'text'` anywhere in the sources (constants of the server and the sdk). */
const constants = new Map<string, string>();
for (const { text } of files)
  for (const m of text.matchAll(new RegExp(String.raw`\b([A-Z][A-Z\d_]+)\s*(?::\s*string\s*)?=\s*(${LITERAL})`, 'g')))
    constants.set(m[1]!, unquote(m[2]!));

const sdkExports = sdk as Record<string, unknown>;
const call = (f: (...args: string[]) => unknown) => f(...Array.from({ length: f.length }, () => '1'));

/** A message value: a string, a function's sentence, or every string inside a catalogue. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return messagesOf(call(value as (...args: string[]) => unknown));
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

function serverMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (message: string, where: string) => {
    // A template inside a template ('${n === 1 ? ... : `${n} people`}') is past what this reads.
    if (/\s/.test(message.trim()) && !message.includes('${') && !found.has(message)) found.set(message, where);
  };
  for (const [name, value] of Object.entries(sdkExports))
    if (/(^|_)MESSAGES$/.test(name) && !name.startsWith('SPANISH'))
      for (const m of messagesOf(value)) add(m, `sdk ${name}`);
  const refusal = new RegExp(
    String.raw`(?:\bfail|new PathcraftError)\(\s*'[a-z_]+',\s*(${LITERAL}|[A-Z][A-Z\d_]*(?:\.[A-Za-z\d_]+)*(?:\([^)]*\))?)`,
    'g',
  );
  for (const { path, text } of files)
    for (const m of text.matchAll(refusal)) {
      const arg = m[1]!;
      if (/^['"`]/.test(arg)) {
        add(unquote(arg), path);
        continue;
      }
      const [name, ...keys] = arg.replace(/\(.*$/, '').split('.');
      let value: unknown = sdkExports[name!] ?? constants.get(name!);
      for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
      for (const message of messagesOf(value)) add(message, path);
    }
  // The schemas' and rules' own messages, which a 400 carries as its message and in details.fields.
  const own = new RegExp(String.raw`\b(?:message|error):\s*(${LITERAL})|\bzRequired\(\s*(${LITERAL})`, 'g');
  const sentence = /,\s*('[A-Z][^'\\]*[.!?]')\s*[),]/g;
  for (const { path, text } of files.filter((f) => f.path.startsWith('sdk/src/domain/'))) {
    for (const m of text.matchAll(own)) add(unquote((m[1] ?? m[2])!), path);
    if (/\.(schema|forms)\.ts$/.test(path)) for (const m of text.matchAll(sentence)) add(unquote(m[1]!), path);
  }
  return found;
}

const messages = serverMessages();
const untranslated = [...messages.keys()].filter((m) => sdk.spanishMessage(m) === undefined).sort();

describe("the server's messages in Spanish", () => {
  it('reads the refusals from the code', () => {
    expect(messages.get(sdk.PROGRESS_MESSAGES.futureWeek)).toBe('sdk PROGRESS_MESSAGES');
    expect(messages.has('Sign in to continue.')).toBe(true);
    expect(messages.size).toBeGreaterThan(250);
  });

  it('has a Spanish text for every message not listed in messages-without-spanish.ts', () => {
    const listed = new Set(MESSAGES_WITHOUT_SPANISH);
    const missing = untranslated.filter((m) => !listed.has(m)).map((m) => `${m}  (${messages.get(m)})`);
    expect(missing, 'write their Spanish in sdk/src/i18n/server-messages.es.ts').toEqual([]);
  });

  it('lists no message that has its Spanish or is gone from the code', () => {
    const left = new Set(untranslated);
    expect(MESSAGES_WITHOUT_SPANISH.filter((m) => !left.has(m))).toEqual([]);
  });
});

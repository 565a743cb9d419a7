import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/index.ts';

/**
 * Comments cite the repo's own documents (`docs/rules.md#wage-schedules`), never sections of
 * documents a clone does not have ('002 §4'), and every cited `file.md#heading` exists. A standard's
 * section (RFC 9110 §12.5.3) is public and may stay.
 */
const SOURCE_DIRS = ['server', 'sdk', 'widgets', 'hosted', 'scripts', 'react', 'examples'];
const SOURCE = /\.(tsx?|mjs|js|css|hbs|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'drizzle', 'drizzle-pg', 'fixtures']);
const ROOT_DOCS = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md'];
/** This file, whose examples are citations. */
const SELF = 'scripts/doc-citations.unit.test.ts';

/** Each line of `text` that cites a section of an outside document (a '§' not after 'RFC n'), numbered from 1. */
function sectionCitations(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (/§/.test(line.replace(/\bRFC \d+ §/g, '')) ? [i + 1] : []));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code fences), repeats numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1] ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** `path#anchor` citations in source text: paths from the repository root (`docs/rules.md#assistant`). */
function sourceCitations(text: string): { path: string; anchor: string }[] {
  return [...text.matchAll(/(?<![\w/.-])((?:docs\/)?[\w.-]+\.md)#([\w-]+)/g)].map((m) => ({
    path: m[1] ?? '',
    anchor: m[2] ?? '',
  }));
}

/** Markdown link targets with an anchor, `[text](path#anchor)`; an empty path is the file itself. */
function markdownCitations(text: string): { path: string; anchor: string }[] {
  return [...text.matchAll(/\]\(([^)#\s]*)#([^)\s]+)\)/g)].map((m) => ({ path: m[1] ?? '', anchor: m[2] ?? '' }));
}

function filesUnder(dir: string, keep: RegExp): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path, keep);
    return keep.test(entry.name) ? [path] : [];
  });
}

const sources = () => SOURCE_DIRS.flatMap((dir) => filesUnder(dir, SOURCE)).filter((path) => path !== SELF);
const markdowns = () => [...ROOT_DOCS, ...filesUnder('docs', /\.md$/)];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Whether `path` (from the root) is a Markdown file with a heading whose anchor is `anchor`. */
const anchorCache = new Map<string, Set<string> | null>();
function hasAnchor(path: string, anchor: string): boolean {
  if (!anchorCache.has(path)) anchorCache.set(path, existsSync(join(ROOT, path)) ? anchorsOf(read(path)) : null);
  return anchorCache.get(path)?.has(anchor) ?? false;
}

describe('citations of the specification', () => {
  it.each([
    ['// The 20 checks of 002 §5, in their order', [1]],
    ['/** Cohorts are newest first (000 §9). */', [1]],
    ['const a = 1;\n * Issue 24 §5: a restart', [2]],
    ['/* The public page (§2): three zones */', [1]],
    ['// docs/rules.md#agreements: the 20 checks, in their order', []],
    ['// a weak ETag (RFC 9110 §8.8.3 allows one)', []],
  ])('finds them in %j', (text, lines) => {
    expect(sectionCitations(text)).toEqual(lines);
  });

  it('are gone from the code and the documents: cite docs/ instead', () => {
    const found = [...sources(), ...markdowns()].flatMap((path) =>
      sectionCitations(read(path)).map((line) => `${path}:${line}`),
    );
    expect(found, 'state the rule in docs/rules.md (or another page of docs/) and cite its heading').toEqual([]);
  });
});

describe('citations of our documents', () => {
  it.each([
    ['Wage schedules', 'wage-schedules'],
    ['Sign-in and the console', 'sign-in-and-the-console'],
    ['E-mails', 'e-mails'],
    ['Texts, data access and data', 'texts-data-access-and-data'],
    ['`npm test` and CI', 'npm-test-and-ci'],
    ['See [SECURITY.md](../SECURITY.md)', 'see-securitymd'],
  ])('%j has the anchor %j', (heading, anchor) => {
    expect(anchorOf(heading)).toBe(anchor);
  });

  it('numbers repeated headings and skips code fences', () => {
    expect([...anchorsOf('# A\n## Limits\n```\n# not a heading\n```\n## Limits\n')]).toEqual([
      'a',
      'limits',
      'limits-1',
    ]);
  });

  it.each([
    ['// docs/rules.md#wage-schedules: the floor', [{ path: 'docs/rules.md', anchor: 'wage-schedules' }]],
    ['(see SECURITY.md#limits)', [{ path: 'SECURITY.md', anchor: 'limits' }]],
    ['// ../docs/rules.md#x is not from the root', []],
    ['// a.md without an anchor', []],
  ])('reads the citations in %j', (text, citations) => {
    expect(sourceCitations(text)).toEqual(citations);
  });

  it('name a file and a heading that exist, from the code', () => {
    const broken = sources().flatMap((path) =>
      sourceCitations(read(path))
        .filter(({ path: doc, anchor }) => !hasAnchor(doc, anchor))
        .map(({ path: doc, anchor }) => `${path}: ${doc}#${anchor}`),
    );
    expect(broken, 'add the heading, or cite one that exists').toEqual([]);
  });

  it('name a file and a heading that exist, from the documents', () => {
    const broken = markdowns().flatMap((path) =>
      markdownCitations(read(path))
        .filter(({ path: target }) => !/^[a-z]+:/.test(target))
        .map(({ path: target, anchor }) => ({
          doc: target ? relative(ROOT, join(ROOT, dirname(path), target)) : path,
          anchor,
        }))
        .filter(({ doc, anchor }) => !hasAnchor(doc, anchor))
        .map(({ doc, anchor }) => `${path}: ${doc}#${anchor}`),
    );
    expect(broken, 'add the heading, or link one that exists').toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeBypasses, strayTexts } from './ui-texts.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('the stray-text finder', () => {
  it.each([
    ['JSX text', '<p>Save changes</p>', ['Save changes']],
    ['a string literal child', "<p>{'Saved!'}</p>", ['Saved!']],
    ['an aria-label', '<button aria-label="Close" />', ['Close']],
    ['a placeholder in braces', "<input placeholder={'Search...'} />", ['Search...']],
    ['a catalogue text', '<p>{text.saved}</p>', []],
    ['punctuation and symbols', '<p>— × ({count})</p>', []],
    ['a class name', '<p className="card-title">{x}</p>', []],
    ['a key prop', "<Row key={'row'} />", []],
  ])('%s', (_name, jsx, expected) => {
    expect(strayTexts('x.tsx', `const x = ${jsx};`).map((s) => s.text)).toEqual(expected);
  });

  it.each([
    ['toLocaleDateString', "d.toLocaleDateString('en-US')", [1]],
    ['toLocaleString', 'n.toLocaleString()', [1]],
    ['a fixed Intl formatter', "new Intl.NumberFormat('en-US')", [1]],
    ['the sdk helper', 'formatDate(d)', []],
  ])('%s', (_name, code, expected) => {
    expect(localeBypasses(code)).toEqual(expected);
  });
});

describe('widgets and hosted pages', () => {
  const components = [
    ...sourceFiles(join(root, 'widgets/src'), /\.tsx$/),
    ...sourceFiles(join(root, 'hosted/src'), /\.tsx$/),
  ];

  it('take every visible text from their area catalogue', () => {
    const stray = components.flatMap((f) =>
      strayTexts(f, readFileSync(f, 'utf8')).map((s) => `${relative(root, f)}:${s.line} ${JSON.stringify(s.text)}`),
    );
    expect(stray).toEqual([]);
  });

  it('write dates and numbers through the page locale', () => {
    const code = [
      ...components,
      ...sourceFiles(join(root, 'widgets/src'), /\.ts$/),
      ...sourceFiles(join(root, 'hosted/src'), /\.ts$/),
    ];
    const bypasses = code.flatMap((f) =>
      localeBypasses(readFileSync(f, 'utf8')).map((line) => `${relative(root, f)}:${line}`),
    );
    expect(bypasses).toEqual([]);
  });
});

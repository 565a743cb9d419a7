import { describe, expect, it } from 'vitest';
import { EMBEDDED_KEY, embeddedStore, queryFlag, readPathwaysQuery, rememberEmbedded } from './pathways-query.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('queryFlag', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, flag) => expect(queryFlag(value)).toBe(flag));
});

describe('rememberEmbedded', () => {
  it('stores the query’s value and answers it later without one', () => {
    const storage = memory();
    expect(rememberEmbedded(null, storage)).toBe(false);
    expect(rememberEmbedded(true, storage)).toBe(true);
    expect(storage.data.get(EMBEDDED_KEY)).toBe('true');
    expect(rememberEmbedded(null, storage)).toBe(true);
    expect(rememberEmbedded(false, storage)).toBe(false);
    expect(rememberEmbedded(null, storage)).toBe(false);
  });

  it('works without storage, or when storage throws', () => {
    expect(rememberEmbedded(true, null)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberEmbedded(true, blocked)).toBe(true);
    expect(rememberEmbedded(null, blocked)).toBe(false);
  });
});

describe('embeddedStore', () => {
  it('keeps the flag for the tab only (session storage), so a later visit shows the bar again', () => {
    const tab = memory();
    const browser = { localStorage: memory(), sessionStorage: tab };
    expect(embeddedStore(browser)).toBe(tab);
  });

  it('does without storage when the browser blocks it', () => {
    const blocked = {
      get sessionStorage(): never {
        throw new Error('SecurityError');
      },
    };
    expect(embeddedStore(blocked)).toBeNull();
  });
});

describe('readPathwaysQuery', () => {
  it('reads the keyword, organization, location and embedded flag', () => {
    expect(
      readPathwaysQuery(
        '?occupationKeyword=%20CNC%20Operator&orgId=demo-workforce-org&locationId=demo-wf-loc-strip&embedded=true',
        memory(),
      ),
    ).toEqual({
      keyword: 'CNC Operator',
      orgId: 'demo-workforce-org',
      locationId: 'demo-wf-loc-strip',
      embedded: true,
    });
    expect(readPathwaysQuery('', memory({ [EMBEDDED_KEY]: 'true' }))).toEqual({
      keyword: undefined,
      orgId: undefined,
      locationId: undefined,
      embedded: true,
    });
  });
});

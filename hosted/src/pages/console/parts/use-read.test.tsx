// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { newConsoleReadCache } from './read-cache.ts';
import { useRead } from './use-read.ts';

/** A server-side value the reads answer with, changed by "writes". */
const server = new Map<string, string>();
let asked: string[] = [];
const readOf = (id: string) => async () => {
  asked.push(id);
  return server.get(id) ?? 'missing';
};

let shown: ReturnType<typeof useRead<string>> | null = null;
function Reader({
  id,
  cache,
  keepPrevious,
  fresh,
}: {
  id: string;
  cache: ReturnType<typeof newConsoleReadCache>;
  keepPrevious?: boolean;
  fresh?: boolean;
}) {
  shown = useRead(['thing', id], readOf(id), { cache, keepPrevious, fresh });
  return null;
}

const container = document.createElement('div');
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

afterEach(() => {
  render(null, container);
  server.clear();
  asked = [];
});

describe('useRead', () => {
  it('after a write, reload() asks again and shows what the server holds now', async () => {
    const cache = newConsoleReadCache();
    server.set('a', 'first');
    await act(() => render(<Reader id="a" cache={cache} />, container));
    await settle();
    expect(shown?.data).toBe('first');
    server.set('a', 'edited in another tab');
    await act(() => shown!.reload());
    await settle();
    expect(shown?.data).toBe('edited in another tab');
    expect(asked).toEqual(['a', 'a']);
  });

  it.each([
    { keepPrevious: false, meanwhile: undefined },
    { keepPrevious: true, meanwhile: 'of a' },
  ])(
    'another key shows $meanwhile until its answer (keepPrevious $keepPrevious)',
    async ({ keepPrevious, meanwhile }) => {
      const cache = newConsoleReadCache();
      server.set('a', 'of a');
      server.set('b', 'of b');
      await act(() => render(<Reader id="a" cache={cache} keepPrevious={keepPrevious} />, container));
      await settle();
      await act(() => render(<Reader id="b" cache={cache} keepPrevious={keepPrevious} />, container));
      expect(shown?.data).toBe(meanwhile);
      await settle();
      expect(shown?.data).toBe('of b');
    },
  );

  it('the same key read twice within the cache time asks the server once', async () => {
    const cache = newConsoleReadCache();
    server.set('a', 'first');
    await act(() => render(<Reader id="a" cache={cache} />, container));
    await settle();
    render(null, container);
    await act(() => render(<Reader id="a" cache={cache} />, container));
    await settle();
    expect(shown?.data).toBe('first');
    expect(asked).toEqual(['a']);
  });

  it('a fresh read (a record about to be edited) asks the server each time it is shown', async () => {
    const cache = newConsoleReadCache();
    server.set('a', 'first');
    await act(() => render(<Reader id="a" cache={cache} fresh />, container));
    await settle();
    server.set('a', 'edited in another tab');
    render(null, container);
    await act(() => render(<Reader id="a" cache={cache} fresh />, container));
    await settle();
    expect(shown?.data).toBe('edited in another tab');
    expect(asked).toEqual(['a', 'a']);
  });
});

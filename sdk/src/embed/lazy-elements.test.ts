// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyElements } from './lazy-elements.ts';

const chunks = { 'pathcraft-one': 'chunks/one.js', 'pathcraft-two': 'chunks/two.js' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('lazyElements', () => {
  it('loads the chunk of an element already in the page', () => {
    document.body.innerHTML = '<pathcraft-one></pathcraft-one>';
    const load = vi.fn(() => Promise.resolve());
    stop = lazyElements(document, chunks, load);
    expect(load.mock.calls).toEqual([['chunks/one.js']]);
  });

  it('loads a chunk once when its element is added later, however many times', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = lazyElements(document, chunks, load);
    expect(load).not.toHaveBeenCalled();

    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<pathcraft-two></pathcraft-two><pathcraft-two></pathcraft-two>';
    document.body.append(wrapper);
    await flush();
    document.body.append(document.createElement('pathcraft-two'));
    await flush();
    expect(load.mock.calls).toEqual([['chunks/two.js']]);
  });

  it('skips elements someone else already defined', () => {
    customElements.define('pathcraft-defined', class extends HTMLElement {});
    document.body.innerHTML = '<pathcraft-defined></pathcraft-defined>';
    const load = vi.fn(() => Promise.resolve());
    stop = lazyElements(document, { 'pathcraft-defined': 'chunks/defined.js' }, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a chunk that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<pathcraft-one></pathcraft-one>';
    stop = lazyElements(document, chunks, () => Promise.reject(new Error('offline')));
    await flush();
    expect(error).toHaveBeenCalledWith('[pathcraft] could not load <pathcraft-one>', expect.any(Error));
    error.mockRestore();
  });
});

// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCommands } from '@pathcraft/sdk/embed';
import { defineElement, parseAttribute, type AttributeProps, type ElementProps } from './define-element.ts';

const attributes = { 'org-id': 'string', 'view-only': 'boolean', limit: 'number' } as const;
type ProbeProps = AttributeProps<typeof attributes> & ElementProps;

function Probe({ orgId = 'none', viewOnly, limit = 10, emit, setState }: ProbeProps) {
  useEffect(() => setState('ready'), [setState]);
  return (
    <p data-view-only={String(viewOnly)}>
      {orgId}:{limit}
      <button type="button" onClick={() => emit('jobProfileCreate', { docId: 'd1', orgId: orgId, time: 5 })}>
        Save
      </button>
    </p>
  );
}

let count = 0;
const nextTag = () => `pathcraft-probe-${++count}`;

async function mount(tag: string, attrs = '') {
  const el = document.createElement('div');
  await act(() => {
    el.innerHTML = `<${tag} ${attrs}></${tag}>`;
    document.body.append(el);
  });
  return el.firstElementChild as HTMLElement;
}

const host = window;

afterEach(() => {
  document.body.innerHTML = '';
  delete host.Pathcraft;
});

describe('parseAttribute', () => {
  it.each([
    ['string', null, undefined],
    ['string', '', ''],
    ['string', 'acme', 'acme'],
    ['boolean', null, false],
    ['boolean', '', true],
    ['boolean', 'view-only', true],
    ['boolean', 'false', false],
    ['number', null, undefined],
    ['number', '', undefined],
    ['number', '12', 12],
    ['number', '2.5', 2.5],
    ['number', 'twelve', undefined],
  ] as const)('%s %j -> %j', (type, value, expected) => {
    expect(parseAttribute(type, value)).toBe(expected);
  });
});

describe('defineElement', () => {
  it('renders the component into an open shadow root with parsed attributes', async () => {
    const tag = nextTag();
    defineElement(tag, Probe, { attributes });
    const el = await mount(tag, 'org-id="acme" view-only limit="3"');
    expect(el.shadowRoot!.innerHTML).toBe('<p data-view-only="true">acme:3<button type="button">Save</button></p>');
    expect(el.getAttribute('state')).toBe('ready');
  });

  it('re-renders on attribute changes and restores defaults when attributes are removed', async () => {
    const tag = nextTag();
    defineElement(tag, Probe, { attributes });
    const el = await mount(tag, 'org-id="acme" view-only="false" limit="3"');
    expect(el.shadowRoot!.innerHTML).toBe('<p data-view-only="false">acme:3<button type="button">Save</button></p>');

    el.setAttribute('limit', '7');
    el.setAttribute('view-only', '');
    expect(el.shadowRoot!.innerHTML).toBe('<p data-view-only="true">acme:7<button type="button">Save</button></p>');

    el.removeAttribute('limit');
    el.removeAttribute('org-id');
    el.removeAttribute('view-only');
    expect(el.shadowRoot!.innerHTML).toBe('<p data-view-only="false">none:10<button type="button">Save</button></p>');
  });

  it('emits pathcraft:<name> events that bubble out of the shadow root', async () => {
    const tag = nextTag();
    defineElement(tag, Probe, { attributes });
    const el = await mount(tag, 'org-id="acme"');
    const listener = vi.fn();
    document.addEventListener('pathcraft:jobProfileCreate', listener);
    el.shadowRoot!.querySelector('button')!.click();
    document.removeEventListener('pathcraft:jobProfileCreate', listener);

    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ v: 1, docId: 'd1', orgId: 'acme', time: 5 });
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(el);
  });

  it('reflects state, starting as loading', async () => {
    const tag = nextTag();
    const Waiting = ({ setState }: ElementProps) => {
      useEffect(() => setState('error'), [setState]);
      return null;
    };
    defineElement(tag, Waiting, { attributes: {} });
    const el = document.createElement(tag);
    await act(() => {
      document.body.append(el);
      expect(el.getAttribute('state')).toBe('loading');
    });
    expect(el.getAttribute('state')).toBe('error');
  });

  it('unmounts on disconnect but keeps the component when the element only moves', async () => {
    const tag = nextTag();
    const cleanup = vi.fn();
    const Tracked = () => {
      useEffect(() => cleanup, []);
      return <span>here</span>;
    };
    defineElement(tag, Tracked, { attributes: {} });
    const el = await mount(tag);
    const other = document.createElement('section');
    document.body.append(other);

    other.append(el);
    await Promise.resolve();
    expect(cleanup).not.toHaveBeenCalled();
    expect(el.shadowRoot!.innerHTML).toBe('<span>here</span>');

    el.remove();
    await act(async () => {
      await Promise.resolve();
    });
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot!.innerHTML).toBe('');
  });

  it('defines a tag once and returns the existing class after that', () => {
    const tag = nextTag();
    const first = defineElement(tag, Probe, { attributes });
    const second = defineElement(tag, () => <b>other</b>, { attributes: {} });
    expect(second).toBe(first);
    expect(customElements.get(tag)).toBe(first);
  });

  it('adopts the CSS as a shared stylesheet where supported', async () => {
    const tag = nextTag();
    defineElement(tag, Probe, { attributes, css: '.x{color:red}' });
    const a = await mount(tag);
    const b = await mount(tag);
    expect(a.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).toBe(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(a.shadowRoot!.querySelector('style')).toBeNull();
  });

  it('falls back to a <style> carrying the script tag nonce without constructable stylesheets', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
    delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets;
    installCommands(host, document).nonce = 'n0nce';
    try {
      const tag = nextTag();
      defineElement(tag, Probe, { attributes, css: '.x{color:red}' });
      const el = await mount(tag, 'org-id="acme"');
      expect(el.shadowRoot!.innerHTML).toBe(
        '<style nonce="n0nce">.x{color:red}</style><p data-view-only="false">acme:10<button type="button">Save</button></p>',
      );
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
    }
  });

  it('adds styles a component loads later (a lazy chunk) once, adopted beside the element styles', async () => {
    const tag = nextTag();
    let add: ElementProps['addStyles'] = () => {};
    const Later = ({ addStyles }: ElementProps) => {
      add = addStyles;
      return <i>later</i>;
    };
    defineElement(tag, Later, { attributes: {}, css: '.x{color:red}' });
    const a = await mount(tag);
    add('.panel{color:blue}');
    add('.panel{color:blue}');
    const b = await mount(tag);
    const texts = (el: HTMLElement) =>
      el.shadowRoot!.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(''));
    expect(texts(a)).toEqual(['.x { color: red; }', '.panel { color: blue; }']);
    expect(a.shadowRoot!.adoptedStyleSheets[0]).toBe(b.shadowRoot!.adoptedStyleSheets[0]);
    expect(a.shadowRoot!.querySelector('style')).toBeNull();
  });

  it('renders later styles as a <style nonce> too without constructable stylesheets', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
    delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets;
    installCommands(host, document).nonce = 'n0nce';
    try {
      const tag = nextTag();
      let add: ElementProps['addStyles'] = () => {};
      const Later = ({ addStyles }: ElementProps) => {
        add = addStyles;
        return <i>later</i>;
      };
      defineElement(tag, Later, { attributes: {}, css: '.x{color:red}' });
      const el = await mount(tag);
      await act(() => add('.panel{color:blue}'));
      expect(el.shadowRoot!.innerHTML).toBe(
        '<style nonce="n0nce">.x{color:red}</style><style nonce="n0nce">.panel{color:blue}</style><i>later</i>',
      );
    } finally {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
    }
  });
});

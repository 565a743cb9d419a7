// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
// What the widget build gives our code for 'react' (the unit tests' alias is preact/compat): its DOM rules, checked alone.
import { createElement, useState } from './react-on-preact.ts';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const show = (type: string, props: Record<string, unknown>) => {
  act(() => render(createElement(type, props), root));
  return root.firstElementChild as HTMLElement;
};

describe("react-on-preact: React's DOM props on plain Preact", () => {
  it.each([
    { field: 'a text field', type: 'input', props: { type: 'text' }, event: 'input', calls: 1 },
    { field: 'a text field', type: 'input', props: { type: 'text' }, event: 'change', calls: 0 },
    { field: 'a field without a type', type: 'input', props: {}, event: 'input', calls: 1 },
    { field: 'a text area', type: 'textarea', props: {}, event: 'input', calls: 1 },
    { field: 'a checkbox', type: 'input', props: { type: 'checkbox' }, event: 'change', calls: 1 },
    { field: 'a checkbox', type: 'input', props: { type: 'checkbox' }, event: 'input', calls: 0 },
    { field: 'a radio button', type: 'input', props: { type: 'radio' }, event: 'change', calls: 1 },
    { field: 'a file field', type: 'input', props: { type: 'file' }, event: 'change', calls: 1 },
    { field: 'a select', type: 'select', props: {}, event: 'change', calls: 1 },
  ])('onChange on $field: its $event event calls it $calls time(s)', ({ type, props, event, calls }) => {
    const onChange = vi.fn();
    show(type, { ...props, onChange }).dispatchEvent(new Event(event, { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it.each([
    ['onFocus', 'focusin'],
    ['onBlur', 'focusout'],
    ['onDoubleClick', 'dblclick'],
  ])('%s listens to %s, which bubbles', (prop, event) => {
    const handler = vi.fn();
    const button = show('div', { [prop]: handler, children: createElement('button', {}) }).firstElementChild!;
    button.dispatchEvent(new Event(event, { bubbles: true }));
    expect(handler).toHaveBeenCalledOnce();
  });

  it.each([
    [{ className: 'a b' }, 'class', 'a b'],
    [{ class: 'c' }, 'class', 'c'],
    [{ strokeWidth: 2 }, 'stroke-width', '2'],
    [{ strokeLinecap: 'round' }, 'stroke-linecap', 'round'],
    [{ viewBox: '0 0 24 24' }, 'viewBox', '0 0 24 24'],
  ])('%o renders the attribute %s="%s"', (props, attribute, value) => {
    expect(show('svg', props).getAttribute(attribute)).toBe(value);
  });

  it('keeps a controlled text area at its value, and a null value with a default at the default', () => {
    function Notes() {
      const [value] = useState('kept');
      return createElement('textarea', { value, onChange: () => {} });
    }
    act(() => render(createElement(Notes, null), root));
    const area = root.querySelector('textarea')!;
    area.value = 'typed';
    act(() => render(createElement(Notes, null), root));
    expect(area.value).toBe('kept');
    expect(show('input', { value: null, defaultValue: 'start' }) as HTMLInputElement).toHaveProperty('value', 'start');
  });
});

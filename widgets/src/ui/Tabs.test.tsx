// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

let container: HTMLElement;
const tabs = [
  { id: 'pathway', label: 'Pathway', content: 'Courses in order' },
  { id: 'job-profile', label: 'Job Profile', content: 'The job profile' },
  { id: 'certificates', label: 'Certificates', content: 'Certificates list' },
];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  render(null, container);
  container.remove();
});

const tabButtons = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const panel = () => container.querySelector('[role="tabpanel"]')!;
const key = (k: string) =>
  act(() => {
    container
      .querySelector('[role="tablist"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });

describe('Tabs', () => {
  it('selects the first tab and labels its panel', async () => {
    await act(() => render(<Tabs tabs={tabs} label="Pathway sections" />, container));
    expect(tabButtons().map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Pathway', 'true', 0],
      ['Job Profile', 'false', -1],
      ['Certificates', 'false', -1],
    ]);
    expect(panel().textContent).toBe('Courses in order');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabButtons()[0]!.id);
  });

  it('selects on click and with the arrow, Home and End keys', async () => {
    const onSelect = vi.fn();
    await act(() => render(<Tabs tabs={tabs} onSelect={onSelect} />, container));
    await act(() => tabButtons()[1]!.click());
    expect(panel().textContent).toBe('The job profile');
    await key('ArrowRight');
    expect(panel().textContent).toBe('Certificates list');
    expect(document.activeElement).toBe(tabButtons()[2]);
    await key('ArrowRight');
    expect(panel().textContent).toBe('Courses in order');
    await key('End');
    await key('ArrowLeft');
    expect(panel().textContent).toBe('The job profile');
    await key('Home');
    expect(onSelect.mock.calls.map((c) => c[0])).toEqual([
      'job-profile',
      'certificates',
      'pathway',
      'certificates',
      'job-profile',
      'pathway',
    ]);
  });

  it('follows a controlled selection', async () => {
    await act(() => render(<Tabs tabs={tabs} selected="certificates" />, container));
    expect(panel().textContent).toBe('Certificates list');
  });
});

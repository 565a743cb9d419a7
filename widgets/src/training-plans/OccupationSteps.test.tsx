// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cncSummary } from './fixtures.ts';
import { OccupationResults } from './OccupationResults.tsx';
import { OccupationSearch } from './OccupationSearch.tsx';
import { cleanup, mount } from './test-render.tsx';

afterEach(cleanup);

describe('Step 1: OccupationSearch', () => {
  it('asks for the position with a required box and searches what was typed', async () => {
    const onSearch = vi.fn();
    const r = await mount(<OccupationSearch keyword="" searched={false} onSearch={onSearch} onChange={() => {}} />);
    const box = r.field('Which position or apprenticeship is this training plan for?');
    expect(box.required).toBe(true);
    expect(box.placeholder).toBe('CNC Operator');
    expect(r.buttons('Change')).toHaveLength(0);

    await r.click(r.button('Search'));
    expect(onSearch).not.toHaveBeenCalled();
    await r.type('Which position or apprenticeship is this training plan for?', '  ');
    await r.click(r.button('Search'));
    expect(onSearch).not.toHaveBeenCalled();

    await r.type('Which position or apprenticeship is this training plan for?', 'CNC Operator');
    await r.click(r.button('Search'));
    expect(onSearch).toHaveBeenCalledWith('CNC Operator');
  });

  it('fixes the keyword after a search and offers Change', async () => {
    const onChange = vi.fn();
    const r = await mount(<OccupationSearch keyword="CNC Operator" searched onSearch={() => {}} onChange={onChange} />);
    const box = r.field('Which position or apprenticeship is this training plan for?');
    expect(box.value).toBe('CNC Operator');
    expect(box.readOnly).toBe(true);
    expect(r.buttons('Search')).toHaveLength(0);
    await r.click(r.button('Change'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  it('does not search again on Enter in the fixed box', async () => {
    const onSearch = vi.fn();
    const r = await mount(<OccupationSearch keyword="CNC Operator" searched onSearch={onSearch} onChange={() => {}} />);
    await act(() => {
      r.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('makes Change a button of its own, so its click never submits the form as Search', async () => {
    function Harness() {
      const [searched, setSearched] = useState(true);
      return (
        <OccupationSearch
          keyword="CNC Operator"
          searched={searched}
          onSearch={() => setSearched(true)}
          onChange={() => setSearched(false)}
        />
      );
    }
    const r = await mount(<Harness />);
    const change = r.button('Change');
    await r.click(change);
    expect(r.button('Search')).not.toBe(change);
    expect(change.isConnected).toBe(false);
    const box = r.field('Which position or apprenticeship is this training plan for?');
    expect(document.activeElement).toBe(box);
    expect([box.readOnly, box.value, box.selectionStart, box.selectionEnd]).toEqual([false, 'CNC Operator', 12, 12]);
  });

  it('moves the focus from Search to Change after a search, and back to the box on Change', async () => {
    function Harness() {
      const [searched, setSearched] = useState(false);
      return (
        <OccupationSearch
          keyword=""
          searched={searched}
          onSearch={() => setSearched(true)}
          onChange={() => setSearched(false)}
        />
      );
    }
    const r = await mount(<Harness />);
    await r.type('Which position or apprenticeship is this training plan for?', 'Forklift');
    r.button('Search').focus();
    await r.click(r.button('Search'));
    expect(document.activeElement).toBe(r.button('Change'));
    await r.click(r.button('Change'));
    expect(document.activeElement).toBe(r.field('Which position or apprenticeship is this training plan for?'));
  });
});

describe('Step 2: OccupationResults', () => {
  it('shows a card per occupation with its title, description, code and Select', async () => {
    const onSelect = vi.fn();
    const other = {
      OnetTitle: 'Machinists',
      OnetCode: '51-4041.00',
      OccupationDescription: 'Set up and operate a variety of machine tools.',
    };
    const r = await mount(<OccupationResults results={[cncSummary, other]} onSelect={onSelect} />);
    expect(r.container.querySelector('h3')!.textContent).toBe(
      'Choose an occupation profile that best matches your search',
    );
    const cards = r.container.querySelectorAll('li');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.querySelector('h4')!.textContent).toBe('Machinists');
    expect(cards[1]!.textContent).toContain('Set up and operate a variety of machine tools.');
    expect(cards[1]!.textContent).toContain('51-4041.00');
    expect(r.container.querySelector('[aria-live]')!.textContent).toBe('2 results');

    await r.click(cards[1]!.querySelector('button')!);
    expect(onSelect).toHaveBeenCalledWith(other);
  });

  it('says so when nothing was found', async () => {
    const r = await mount(<OccupationResults results={[]} onSelect={() => {}} />);
    expect(r.container.querySelector('.pc-tp-empty')!.textContent).toBe(
      'No results foundTry a more general search or check spelling.',
    );
    expect(r.container.querySelector('[aria-live]')!.textContent).toBe('No results found');
    expect(r.buttons('Select')).toHaveLength(0);
  });
});

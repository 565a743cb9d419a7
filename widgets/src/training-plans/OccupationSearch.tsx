import { FORM_MAX } from '@pathcraft/sdk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.tsx';
import { text as T } from './training-plans.messages.ts';

export interface OccupationSearchProps {
  /** The keyword of the last search. */
  keyword: string;
  /** After a search the keyword is fixed and a Change button edits it again. */
  searched: boolean;
  onSearch: (keyword: string) => void;
  onChange: () => void;
  disabled?: boolean;
}

/** Focus the box with the caret after the text, so the visitor goes on typing where the keyword ends. */
function editAtEnd(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

/** Step 1 (docs/rules.md#training-plans): the position or apprenticeship to plan for. */
export function OccupationSearch({ keyword, searched, onSearch, onChange, disabled }: OccupationSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keyword);
  const form = useRef<HTMLFormElement>(null);
  const wasSearched = useRef(searched);
  /** Set when the visitor submitted: the Search button goes away, so the focus moves to Change. */
  const submitted = useRef(false);

  useEffect(() => setText(keyword), [keyword]);
  useEffect(() => {
    // Back from Change: the box is editable again and takes the focus.
    if (wasSearched.current && !searched) editAtEnd(input.current);
    if (!wasSearched.current && searched && submitted.current) form.current?.querySelector('button')?.focus();
    submitted.current = false;
    wasSearched.current = searched;
  }, [searched]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the fixed box is no new search: Change is the way back to editing.
    if (searched) return;
    if (!text.trim()) {
      input.current?.focus();
      return;
    }
    submitted.current = true;
    onSearch(text);
  };

  return (
    <form ref={form} className="pc-tp-step" onSubmit={submit} role="search">
      <p className="pc-tp-step__number">{T.searchStep.step}</p>
      <label className="pc-tp-step__title" htmlFor={id}>
        {T.searchStep.prompt}
      </label>
      <div className="pc-tp-row">
        <input
          ref={input}
          id={id}
          name="keyword"
          className="pc-tp-input"
          required
          maxLength={FORM_MAX.keyword}
          placeholder={T.searchStep.placeholder}
          autoComplete="off"
          value={text}
          readOnly={searched}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {/* Keyed apart: reusing one <button> would turn Change into a submit button while its click
            is still being handled, and the browser would then submit the form (the same search again). */}
        {searched ? (
          <Button key="change" onClick={onChange} disabled={disabled}>
            {T.change}
          </Button>
        ) : (
          <Button key="search" variant="primary" type="submit" disabled={disabled}>
            {T.search}
          </Button>
        )}
      </div>
    </form>
  );
}

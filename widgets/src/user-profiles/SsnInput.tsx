import { formatSsn, maskSsn, SSN_LENGTH } from '@pathcraft/sdk';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import type { ControlProps } from '../ui/FormField.tsx';
import { text } from './user-profiles.messages.ts';

export interface SsnInputProps {
  control: ControlProps;
  /** What was typed here, formatted; '' until typed. */
  value: string;
  onChange: (value: string) => void;
  /** The masked SSN on file ('***-**-6789'), if any. */
  onFile: string | null;
}

/**
 * The SSN field (docs/rules.md#private-information): digits only, hyphens inserted while typing; at 11
 * characters it shows the masked form and View/Change returns to editing.
 * The number on file is never sent here, so Change starts empty and an empty
 * field keeps it.
 */
export function SsnInput({ control, value, onChange, onFile }: SsnInputProps) {
  const [editing, setEditing] = useState(value.length < SSN_LENGTH && !onFile);
  const input = useRef<HTMLInputElement>(null);
  // Set by View/Change: once the clear value is rendered, focus it with the caret at the end so
  // Backspace edits the last digit (a digit typed at the start would be dropped by maxLength).
  const focusAtEnd = useRef(false);
  useLayoutEffect(() => {
    const el = input.current;
    if (!editing || !focusAtEnd.current || !el) return;
    focusAtEnd.current = false;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [editing]);
  const masked = maskSsn(value) || onFile || '';
  return (
    <div className="pc-ssn">
      <input
        {...control}
        ref={input}
        name="ssn"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={SSN_LENGTH}
        placeholder={text.private.ssnPlaceholder}
        readOnly={!editing}
        data-masked={editing ? undefined : 'true'}
        value={editing ? value : masked}
        onChange={(e) => {
          const next = formatSsn(e.currentTarget.value);
          onChange(next);
          if (next.length === SSN_LENGTH) setEditing(false);
        }}
      />
      {!editing ? (
        <Button
          onClick={() => {
            focusAtEnd.current = true;
            setEditing(true);
          }}
        >
          {text.private.viewChange}
        </Button>
      ) : null}
    </div>
  );
}

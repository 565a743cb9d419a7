import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { text } from './assistant.messages.ts';

export interface ForwardFormProps {
  /** Sends; resolves null when sent, else the message to show. */
  onSend: (email: string) => Promise<string | null>;
  onSent: () => void;
  onCancel: () => void;
}

/** The forward form (002 §4, §5): the visitor's e-mail, checked for an @ and a period. */
export function ForwardForm({ onSend, onSent, onCancel }: ForwardFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);

  return (
    <form
      className="pc-as__forward"
      aria-label={text.forward.label}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setSending(true);
        const problem = await onSend(email);
        setSending(false);
        setError(problem);
        if (!problem) onSent();
      }}
    >
      <label htmlFor={`${id}-email`}>{text.forward.email}</label>
      <input
        ref={input}
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="pc-as__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pc-as__forward-actions">
        <Button variant="primary" type="submit" disabled={sending}>
          {sending ? text.forward.sending : text.forward.send}
        </Button>
        <Button onClick={onCancel}>{text.forward.cancel}</Button>
      </div>
    </form>
  );
}

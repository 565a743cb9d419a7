import { useEffect, useId, useRef, useState } from 'react';
import { FORWARD_MESSAGE_MAX, forwardMessageError, isForwardEmail } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { text } from './assistant.messages.ts';
import type { ForwardProblem } from './use-assistant.ts';

export interface ForwardFormProps {
  /** Sends; resolves null when sent, else what to show (and by which field). */
  onSend: (email: string, message: string) => Promise<ForwardProblem | null>;
  onSent: () => void;
  onCancel: () => void;
}

/**
 * The forward form (docs/rules.md#assistant): the visitor's e-mail, checked for an @ and a period, and their
 * message to the team, required (issue 25: without it an empty chat sent an empty e-mail).
 */
export function ForwardForm({ onSend, onSent, onCancel }: ForwardFormProps) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<ForwardProblem | null>(null);
  const [sending, setSending] = useState(false);
  /** `sending` for a second tap in the same moment, before the disabled button has rendered: one e-mail per Send. */
  const sendingNow = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => emailInput.current?.focus(), []);
  const invalid = (field: ForwardProblem['field']) =>
    problem && problem.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <form
      className="pc-as__forward"
      aria-label={text.forward.label}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (sendingNow.current) return;
        const messageProblem = forwardMessageError(message);
        const invalidInput: ForwardProblem | null = !isForwardEmail(email)
          ? { field: 'email', message: text.forwardEmailInvalid }
          : messageProblem
            ? { field: 'message', message: messageProblem }
            : null;
        sendingNow.current = true;
        setSending(true);
        const found = invalidInput ?? (await onSend(email, message));
        sendingNow.current = false;
        setSending(false);
        setProblem(found);
        if (!found) onSent();
        else (found.field === 'message' ? messageInput : emailInput).current?.focus();
      }}
    >
      <label htmlFor={`${id}-email`}>{text.forward.email}</label>
      <input
        ref={emailInput}
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        value={email}
        {...invalid('email')}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <label htmlFor={`${id}-message`}>{text.forward.message}</label>
      <textarea
        ref={messageInput}
        id={`${id}-message`}
        rows={3}
        maxLength={FORWARD_MESSAGE_MAX}
        required
        value={message}
        {...invalid('message')}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      {problem ? (
        <p id={`${id}-error`} className="pc-as__error" role="alert">
          {problem.message}
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

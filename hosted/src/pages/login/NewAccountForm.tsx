import { type NewAccountProblems, newAccountProblems, PathcraftError } from '@pathcraft/sdk';
import { Button, FormField } from '@pathcraft/widgets/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { text } from './login.messages.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * A new account's form (a registration invite's, a course's sign-up): name, e-mail, password and
 * the password again, checked with the sdk's rule before sending; the server's refusals show at
 * their field when it names one, else above the form. `submit` signs the person in and moves on.
 */
export function NewAccountForm({
  intro,
  initialName = '',
  initialEmail = '',
  emailReadOnly = false,
  submit,
}: {
  intro: ReactNode;
  initialName?: string;
  initialEmail?: string;
  /** The invite's own address: shown, not changed. */
  emailReadOnly?: boolean;
  submit: (account: NewAccount) => Promise<void>;
}) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<NewAccountProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const found = newAccountProblems({ name, email, password, repeat });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await submit({ name: name.trim(), email: email.trim(), password });
    } catch (err) {
      const fields =
        err instanceof PathcraftError
          ? ((err.details as { fields?: NewAccountProblems } | undefined)?.fields ?? {})
          : {};
      const known = (['name', 'email', 'password'] as const).filter((k) => fields[k]);
      if (known.length) setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
      else setFailure((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className="pc-stack" onSubmit={send} noValidate>
      {intro}
      {failure ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <FormField label={text.signUp.name} required error={errors.name}>
        {(p) => (
          <input {...p} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        )}
      </FormField>
      <FormField
        label={text.signUp.email}
        required
        error={errors.email}
        hint={emailReadOnly ? text.signUp.emailHint : undefined}
      >
        {(p) => (
          <input
            {...p}
            type="email"
            name="email"
            autoComplete="username"
            readOnly={emailReadOnly}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label={text.signUp.password} required error={errors.password} hint={text.signUp.passwordHint}>
        {(p) => (
          <input
            {...p}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label={text.signUp.repeatPassword} required error={errors.repeat}>
        {(p) => (
          <input
            {...p}
            type="password"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
          />
        )}
      </FormField>
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? text.signUp.creating : text.signUp.create}
      </Button>
    </form>
  );
}

import { type ApprenticeProgressView, formatMoney, formatNumber, getProgressMine, percentOf } from '@pathcraft/sdk';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import { useEffect, useState } from 'react';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { SignInNotice, useSignedInClient } from '../lib/signed-in.tsx';
import { text } from './progress.messages.ts';

/** The element's attributes, as the sdk declares them for customers. */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-progress'].attributes;

const wage = (n: number) => formatMoney(n, 2);

function Bar({ id, label, done, total }: { id: string; label: string; done: number; total: number | null }) {
  const pct = percentOf(done, total);
  return (
    <div>
      <div className="pc-progress__label" id={id}>
        <span>{label}</span>
        <span>
          {total ? text.hoursOf(formatNumber(done), formatNumber(total)) : text.hoursOnly(formatNumber(done))}
        </span>
      </div>
      <div
        className="pc-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="pc-progress__fill" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** <pathcraft-progress>: the signed-in apprentice's hours against the program's totals and the next wage step. */
export function ProgressElement({
  apiBase,
  setState,
  defaultApiBase,
}: AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string }) {
  const base = apiBase || defaultApiBase;
  const client = useSignedInClient(base);
  const signedIn = client.isSignedIn();
  const [items, setItems] = useState<ApprenticeProgressView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return setState('ready');
    let live = true;
    getProgressMine(client).then(
      (answer) => {
        if (!live) return;
        setItems(answer.items);
        setState('ready');
      },
      (err: Error) => {
        if (!live) return;
        setError(err.message);
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, signedIn, setState]);

  if (!signedIn) return <SignInNotice apiBase={base} what={text.signInTo} />;
  if (error) return <p className="pc-notice pc-notice--error">{error}</p>;
  if (!items) return null;
  if (!items.length) return <p className="pc-notice pc-notice--info">{text.none}</p>;
  return (
    <>
      {items.map((p) => (
        <section key={p.apprenticeshipId} className="pc-progress" aria-labelledby={`pc-progress-${p.apprenticeshipId}`}>
          <h2 id={`pc-progress-${p.apprenticeshipId}`}>{text.heading(p.apprenticeshipTitle)}</h2>
          <Bar id={`pc-ojt-${p.apprenticeshipId}`} label={text.ojt} done={p.ojt.approved} total={p.ojt.required} />
          <Bar id={`pc-rti-${p.apprenticeshipId}`} label={text.rti} done={p.rti.approved} total={p.rti.required} />
          {p.wage.wageAmount === null ? null : <p>{text.current(p.wage.period, wage(p.wage.wageAmount))}</p>}
          {p.wage.next ? (
            <p>
              <strong>
                {text.next(p.wage.next.period, wage(p.wage.next.wageAmount), formatNumber(p.wage.next.hoursLeft))}
              </strong>
            </p>
          ) : null}
          {p.stepDue ? <p className="pc-notice">{text.due(p.stepDue.period, wage(p.stepDue.wageAmount))}</p> : null}
          {p.complete ? <p className="pc-notice">{text.complete}</p> : null}
          <p>
            <a href={`${base}/account`}>{text.open}</a>
          </p>
        </section>
      ))}
    </>
  );
}

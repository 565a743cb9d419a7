import { CREDIT_LABELS, formatWage } from '@pathcraft/sdk';
import { text } from './agreements.messages.ts';
import type { ApprenticeAgreementView } from './apprentice-agreement.types.ts';
import { SignedBy } from './SignedBy.tsx';
import { WageTable } from './WageTable.tsx';

const t = text.apprentice;

/** Section B: the sponsor (and its signature once signed), the employer, the program and its first wage schedule. */
export function ApprenticeSectionB({ view, signed }: { view: ApprenticeAgreementView; signed: boolean }) {
  const { agreement: a, sponsor, program } = view;
  const schedule = program?.wageSchedules[0];
  return (
    <section aria-labelledby="aa-b">
      <h2 id="aa-b">{t.sectionB}</h2>
      <dl className="agreement-facts">
        <dt>{t.programSponsor}</dt>
        <dd>{view.org?.name}</dd>
        <dt>{t.programManager}</dt>
        <dd>{[sponsor?.name, sponsor?.email, sponsor?.phone].filter(Boolean).join(', ') || text.loading.sponsor}</dd>
        {signed && sponsor?.signatureUrl ? (
          <>
            <dt>{t.programManagerSignature}</dt>
            <dd>
              <SignedBy
                name={sponsor.name ?? ''}
                url={sponsor.signatureUrl}
                date={a.signerSignatureDate}
                testId="sponsor-signed"
              />
            </dd>
          </>
        ) : null}
        <dt>{t.employer}</dt>
        <dd>{view.employer?.name ?? text.loading.employer}</dd>
        <dt>{t.occupation}</dt>
        <dd>{program?.apprenticeship.occupationName ?? text.loading.program}</dd>
        <dt>{t.relatedInstruction}</dt>
        <dd>{program?.instructionProvider?.name ?? text.loading.provider}</dd>
        <dt>{t.probationaryHours}</dt>
        <dd>0</dd>
        <dt>{CREDIT_LABELS.creditPrevJob}</dt>
        <dd>{a.creditPrevJob ?? 0}</dd>
        <dt>{CREDIT_LABELS.creditPrevRTIHrs}</dt>
        <dd>{a.creditPrevRTIHrs ?? 0}</dd>
      </dl>
      {schedule ? <WageTable schedule={schedule} /> : null}
      {schedule ? <p className="muted">{t.entryWage(formatWage(schedule.entryWage))}</p> : null}
    </section>
  );
}

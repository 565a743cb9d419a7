import { agreementJourneyworkers, EMPLOYER_AGREEMENT_TEXT, type PathcraftClient } from '@pathcraft/sdk';
import { Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import { text } from './agreements.messages.ts';
import { EmployerApproval } from './EmployerApproval.tsx';
import { InEnglishNotice } from './InEnglishNotice.tsx';
import { EmployerTerms } from './EmployerTerms.tsx';
import { EmployerWorkforce } from './EmployerWorkforce.tsx';
import { useEmployerAgreement } from './use-employer-agreement.ts';

/**
 * The employer agreement (docs/rules.md#agreements): workforce info, training program and the
 * agreement load one after the other with their texts; six numbered
 * sections; Employer Management Approval with the signature; Print.
 * Download (the signed PDF) appears once signed, and for staff (preview).
 */
export function EmployerAgreement({
  client,
  agreementId,
  preview = false,
}: {
  client: PathcraftClient;
  agreementId: string;
  preview?: boolean;
}) {
  const { employer, program, answer, loading, error, download, markSigned } = useEmployerAgreement({
    client,
    agreementId,
  });

  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!answer) return <LoadingOverlay mode="inline" text={loading} />;
  const agreement = answer.item;

  return (
    <article className="agreement" data-testid="employer-agreement" lang="en">
      <header className="agreement__header">
        <InEnglishNotice />
        <h1>{EMPLOYER_AGREEMENT_TEXT.title}</h1>
        <p className="muted">{answer.org?.name}</p>
        <Button className="no-print" onClick={() => window.print()}>
          {text.employer.print}
        </Button>
        {agreement.signedAt || preview ? (
          <div className="agreement-download no-print">
            <span>{text.employer.downloadLabel(agreement.signerName)}</span>
            <Button variant="primary" onClick={download}>
              {text.download}
            </Button>
          </div>
        ) : null}
      </header>
      <EmployerWorkforce employer={employer} />
      <EmployerTerms
        program={program}
        journeyworkers={agreementJourneyworkers(employer?.totalJourneyWorkers, program?.activeJourneyworkers)}
      />
      <EmployerApproval client={client} answer={answer} onSigned={markSigned} preview={preview} />
    </article>
  );
}

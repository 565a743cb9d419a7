import { canApprenticeSign, firstMissingAgreementField } from '@pathcraft/sdk';
import { Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import { UserProfileDialog } from '@pathcraft/widgets/user-profile';
import { text } from './agreements.messages.ts';
import { ApprenticeSectionA } from './ApprenticeSectionA.tsx';
import { ApprenticeSectionB } from './ApprenticeSectionB.tsx';
import { ApprenticeSteps } from './ApprenticeSteps.tsx';
import { InEnglishNotice } from './InEnglishNotice.tsx';
import { type ApprenticeAgreementOptions, useApprenticeAgreement } from './use-apprentice-agreement.ts';

/**
 * The apprentice agreement (002 §2): in invite mode, step 1 reviews the
 * personal information (the records issue's dialog on its Private tab),
 * step 2 shows Section A and the signature; in doc mode it is read-only.
 * Download appears once signed or in doc mode.
 */
export function ApprenticeAgreement(props: ApprenticeAgreementOptions) {
  const { dataType } = props;
  const agreement = useApprenticeAgreement(props);
  const { view, error, reviewed } = agreement;

  if (error) return <p className="pc-alert pc-alert--error" role="alert">{error}</p>;
  if (!view) return <LoadingOverlay mode="inline" text={text.loading.agreement} />;
  const a = view.agreement;
  const signed = Boolean(a.signedAt);
  const name = a.signerName ?? a.name ?? '';

  return (
    <article className="agreement" data-testid="apprentice-agreement" lang="en">
      <header className="agreement__header">
        <InEnglishNotice />
        <h1>{text.apprentice.title}</h1>
        <p className="muted">{view.org?.name}</p>
        {signed || dataType === 'doc' ? (
          <div className="agreement-download no-print">
            <span>{text.apprentice.downloadLabel(name)}</span>
            <Button variant="primary" onClick={agreement.download}>
              {text.download}
            </Button>
          </div>
        ) : null}
      </header>

      {dataType === 'invite' ? <ApprenticeSteps signed={signed} reviewed={reviewed} onEdit={agreement.startEditing} /> : null}

      {reviewed ? (
        <>
          <ApprenticeSectionA
            agreement={a}
            name={name}
            signed={signed}
            maySign={canApprenticeSign(dataType, a, a.signedAt)}
            missing={firstMissingAgreementField(a)}
            pad={agreement.pad}
            signatureError={agreement.signatureError}
            saving={agreement.saving}
            onSign={agreement.sign}
            onBeginSignature={agreement.clearSignatureError}
          />
          <ApprenticeSectionB view={view} signed={signed} />
        </>
      ) : null}

      {agreement.editing && agreement.profileApi && a.userId ? (
        <UserProfileDialog userId={a.userId} api={agreement.profileApi} initialTab="privateInfo" forAgreement onChanged={agreement.profileSaved} onClose={agreement.stopEditing} />
      ) : null}
    </article>
  );
}

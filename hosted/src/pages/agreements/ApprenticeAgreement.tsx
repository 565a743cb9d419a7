import { AGREEMENT_MESSAGES, apprenticeSigningProblem, canApprenticeSign } from '@pathcraft/sdk';
import { Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import { UserProfileDialog } from '@pathcraft/widgets/user-profiles';
import { text } from './agreements.messages.ts';
import { ApprenticeSectionA } from './ApprenticeSectionA.tsx';
import { ApprenticeSectionB } from './ApprenticeSectionB.tsx';
import { ApprenticeSteps } from './ApprenticeSteps.tsx';
import { GuardianSection } from './GuardianSection.tsx';
import { InEnglishNotice } from './InEnglishNotice.tsx';
import { type ApprenticeAgreementOptions, useApprenticeAgreement } from './use-apprentice-agreement.ts';

/**
 * The apprentice agreement (docs/rules.md#agreements): in invite mode, step 1 reviews the
 * personal information (the records issue's dialog on its Private tab),
 * step 2 shows Section A and the signature; in doc mode it is read-only.
 * An apprentice under 18 names a parent or guardian, who co-signs through
 * their own invitation (the same page, the guardian's pad under Section A).
 * Download appears once signed or in doc mode.
 */
export function ApprenticeAgreement(props: ApprenticeAgreementOptions) {
  const { dataType } = props;
  const agreement = useApprenticeAgreement(props);
  const { view, error, reviewed } = agreement;

  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!view) return <LoadingOverlay mode="inline" text={text.loading.agreement} />;
  const a = view.agreement;
  const { signingAs } = agreement;
  // Signed: by everyone it needs. A minor's agreement signed by the apprentice waits for the guardian.
  const signed = a.signatureState === 'signed';
  const apprenticeSigned = a.signatureState !== 'unsigned';
  const name = a.signerName ?? a.name ?? '';
  const missing = apprenticeSigningProblem(a, a.needsGuardian);
  const showGuardian = a.needsGuardian || Boolean(a.guardianSignedAt);
  const mayNameGuardian =
    !signed && a.needsGuardian && (signingAs === 'apprentice' || (signingAs === null && dataType === 'doc'));

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

      {signingAs === 'guardian' ? (
        signed ? (
          <p className="pc-alert pc-alert--success" role="status">
            {AGREEMENT_MESSAGES.documentSigned}
          </p>
        ) : (
          <p data-testid="guardian-intro">{text.guardian.intro(name)}</p>
        )
      ) : null}
      {dataType === 'invite' ? (
        <ApprenticeSteps state={a.signatureState} reviewed={reviewed} onEdit={agreement.startEditing} />
      ) : null}

      {/* Once the apprentice signed there is nothing left to review: a reload shows what was signed. */}
      {reviewed || apprenticeSigned ? (
        <>
          <ApprenticeSectionA
            agreement={a}
            name={name}
            signed={apprenticeSigned}
            maySign={canApprenticeSign(dataType, a, a.signedAt) && !apprenticeSigned && missing === null}
            missing={missing}
            pad={agreement.pad}
            signatureError={agreement.signatureError}
            saving={agreement.saving}
            onSign={agreement.sign}
            onBeginSignature={agreement.clearSignatureError}
          />
          {showGuardian ? (
            <GuardianSection
              agreement={a}
              signingAs={signingAs}
              mayName={mayNameGuardian}
              errors={agreement.guardianErrors}
              saving={agreement.guardianSaving}
              onSave={agreement.saveGuardian}
              pad={agreement.pad}
              signatureError={agreement.signatureError}
              signing={agreement.saving}
              onSign={agreement.sign}
              onBeginSignature={agreement.clearSignatureError}
            />
          ) : null}
          <ApprenticeSectionB view={view} signed={signed} />
        </>
      ) : null}

      {agreement.editing && agreement.profileApi && a.userId ? (
        <UserProfileDialog
          userId={a.userId}
          api={agreement.profileApi}
          initialTab="privateInfo"
          forAgreement
          onChanged={agreement.profileSaved}
          onClose={agreement.stopEditing}
        />
      ) : null}
    </article>
  );
}

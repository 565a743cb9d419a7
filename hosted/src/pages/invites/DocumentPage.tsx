import formCss from '@pathcraft/widgets/ui/form-field.css';
import signatureCss from '@pathcraft/widgets/signature/signature.css';
import { useEffect, useMemo, useState } from 'react';
import type { RouteProps } from '../../router.tsx';
import { loginUrl, sessionStore } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import agreementsCss from './agreements.css';
import { ApprenticeAgreement } from './ApprenticeAgreement.tsx';
import { EmployerAgreement } from './EmployerAgreement.tsx';
import { documentClient } from './invite-client.ts';

adoptCss('documents', [formCss, signatureCss, agreementsCss].join('\n'));

/**
 * /external/doc/:table/:contentId (002 §2): an agreement for the
 * organization's staff (signed in): the employer agreement with Print, the
 * apprentice agreement in doc mode; any other table shows the id.
 */
export default function DocumentPage({ params }: RouteProps) {
  const table = params.table ?? '';
  const id = params.contentId ?? '';
  const client = useMemo(() => documentClient(null, { withSession: true }), []);
  const [signedIn] = useState(() => Boolean(sessionStore.get()));
  useEffect(() => {
    if (!signedIn && (table === 'employerAgreements' || table === 'apprenticeAgreements')) location.replace(loginUrl());
  }, [signedIn, table]);
  if (!signedIn) return null;
  return (
    <main className="invite-page">
      {table === 'employerAgreements' ? <EmployerAgreement client={client} agreementId={id} preview /> : table === 'apprenticeAgreements' ? <ApprenticeAgreement client={client} agreementId={id} inviteId={null} dataType="doc" /> : <p>ID: {id}</p>}
    </main>
  );
}

import { formFieldCss as formCss } from '@pathcraft/widgets/ui';
import { signatureCss } from '@pathcraft/widgets/signatures';
import { useEffect, useMemo, useState } from 'react';
import type { RouteProps } from '../../router.tsx';
import { loginUrl, sessionStore } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import NotFoundPage from '../not-found/NotFoundPage.tsx';
import agreementsCss from './agreements.css';
import { ApprenticeAgreement } from './ApprenticeAgreement.tsx';
import { EmployerAgreement } from './EmployerAgreement.tsx';
import { documentClient } from '../invites/invite-client.ts';

adoptCss('documents', [formCss, signatureCss, agreementsCss].join('\n'));

const DOCUMENT_TABLES = ['employerAgreements', 'apprenticeAgreements'];

/**
 * /external/doc/:table/:contentId (docs/rules.md#agreements): an agreement for the
 * organization's staff (signed in): the employer agreement with Print, the
 * apprentice agreement in doc mode; any other table is the not-found page
 * with the id, for everyone (there is nothing to sign in for).
 */
export default function DocumentPage({ params }: RouteProps) {
  const table = params.table ?? '';
  const id = params.contentId ?? '';
  const known = DOCUMENT_TABLES.includes(table);
  const client = useMemo(() => documentClient(null, { withSession: true }), []);
  const [signedIn] = useState(() => Boolean(sessionStore.get()));
  useEffect(() => {
    if (!signedIn && known) location.replace(loginUrl());
  }, [signedIn, known]);
  if (!known) return <NotFoundPage detail={`ID: ${id}`} />;
  if (!signedIn) return null;
  return (
    <main className="invite-page">
      {table === 'employerAgreements' ? (
        <EmployerAgreement client={client} agreementId={id} preview />
      ) : (
        <ApprenticeAgreement client={client} agreementId={id} inviteId={null} dataType="doc" />
      )}
    </main>
  );
}

import { useEffect } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { navigate, type RouteProps } from '../../router.tsx';
import { text } from './invites.messages.ts';

/** /external/invite/msg/:messageType (docs/rules.md#invitations-and-access-codes): success or error; without a type, the default route. */
export default function InviteMessagePage({ params }: RouteProps) {
  const type = params.messageType;
  useEffect(() => {
    if (!type) navigate('/', { replace: true });
  }, [type]);
  if (!type) return null;
  const page = type === 'success' ? text.messagePages.success : text.messagePages.error;
  return (
    <AuthCard title={page.title}>
      <p data-testid="invite-message">{page.text}</p>
      <p className="muted">{text.messageFooter}</p>
    </AuthCard>
  );
}

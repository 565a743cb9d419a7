import { PUBLIC_PAGE_TEXT as T } from '@pathcraft/sdk';
import { useEffect } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { type RouteProps, useSearchParams } from '../../router.tsx';

/** /link/msg/:messageType? (002 §2): 'inactive', or anything else as '404'; the footer is the link's id or an ellipsis. */
export default function PageLinkMessagePage({ params }: RouteProps) {
  const inactive = params.messageType === 'inactive';
  const id = useSearchParams().get('id');
  const title = inactive ? T.inactiveTitle : T.notFoundTitle;
  useEffect(() => {
    document.title = `${title} | ${T.productName}`;
  }, [title]);
  return (
    <AuthCard title={title}>
      <p data-testid="link-message">{inactive ? T.inactiveText : T.notFoundText}</p>
      <p className="muted" data-testid="link-message-id">{id || '…'}</p>
    </AuthCard>
  );
}

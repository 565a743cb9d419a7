import { useEffect } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { type RouteProps, useSearchParams } from '../../router.tsx';
import { text } from './page-links.messages.ts';

/** /link/msg/:messageType? (docs/rules.md#public-pages): 'inactive', or anything else as '404'; the footer is the link's id or an ellipsis. */
export default function PageLinkMessagePage({ params }: RouteProps) {
  const inactive = params.messageType === 'inactive';
  const id = useSearchParams().get('id');
  const title = inactive ? text.inactiveTitle : text.notFoundTitle;
  useEffect(() => {
    document.title = text.messageTitle(title);
  }, [title]);
  return (
    <AuthCard title={title}>
      <p data-testid="link-message">{inactive ? text.inactiveText : text.notFoundText}</p>
      <p data-testid="link-message-next">{inactive ? text.inactiveNext : text.notFoundNext}</p>
      <p className="muted" data-testid="link-message-id">
        {id || text.noId}
      </p>
    </AuthCard>
  );
}

import { LoadingScreen } from '@pathcraft/widgets/ui';
import { type ReactNode, useEffect } from 'react';
import { Link } from '../router.tsx';
import { ownAreaOf, signOutToLogin, type SignedIn } from '../session.ts';
import { text } from './components.messages.ts';
import { RefusedAreaNotice } from './RefusedAreaNotice.tsx';
import { useSignedIn } from './use-signed-in.ts';

/** The frame of the signed-in pages (account, wage schedules, enrolment): a top bar and the page. */
export function SignedInFrame({ title, children }: { title: string; children: (signedIn: SignedIn) => ReactNode }) {
  const signedIn = useSignedIn();
  useEffect(() => {
    document.title = text.pageTitle(title);
  }, [title]);
  if (!signedIn) return <LoadingScreen />;
  const consoleArea = ownAreaOf(signedIn.user);
  return (
    <div className="signed-in">
      <header className="topbar">
        {/* Named by its text (what shows is what is read), with where it leads for screen readers. */}
        <Link to="/account" className="topbar__brand">
          <span className="brand-mark" aria-hidden="true">
            P
          </span>
          <span>{signedIn.organization?.name ?? text.productName}</span>
          <span className="pc-visually-hidden">{text.signedIn.yourAccount}</span>
        </Link>
        <div className="signed-in__who">
          {consoleArea === '/account' ? null : (
            <Link to={consoleArea} className="signed-in__console">
              {text.signedIn.console}
            </Link>
          )}
          <span>{signedIn.user.name ?? signedIn.user.email}</span>
          <button type="button" className="pc-button pc-button--link" onClick={signOutToLogin}>
            {text.signedIn.signOut}
          </button>
        </div>
      </header>
      <main className="hosted-page">
        <h1>{title}</h1>
        <RefusedAreaNotice />
        {children(signedIn)}
      </main>
    </div>
  );
}

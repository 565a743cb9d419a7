import type { ReactNode } from 'react';
import { Link, type RouteProps } from '../../router.tsx';
import { text } from './not-found.messages.ts';

/** The app's not-found page; pages that know what was asked for (a document id) pass it as `detail`. */
export default function NotFoundPage({ detail }: Partial<RouteProps> & { detail?: ReactNode }) {
  return (
    <main className="hosted-page">
      <h1>{text.title}</h1>
      {detail ? <p className="muted">{detail}</p> : null}
      <p>
        <Link to="/">{text.backHome}</Link>
      </p>
    </main>
  );
}

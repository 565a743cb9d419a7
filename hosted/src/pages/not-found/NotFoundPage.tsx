import type { ReactNode } from 'react';
import { Link, type RouteProps } from '../../router.tsx';

/** The app's not-found page; pages that know what was asked for (a document id) pass it as `detail`. */
export default function NotFoundPage({ detail }: Partial<RouteProps> & { detail?: ReactNode }) {
  return (
    <main className="hosted-page">
      <h1>Page not found</h1>
      {detail ? <p className="muted">{detail}</p> : null}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

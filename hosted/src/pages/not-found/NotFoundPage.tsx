import { Link } from '../../router.tsx';

export default function NotFoundPage() {
  return (
    <main className="hosted-page">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

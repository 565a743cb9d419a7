import type { ReactNode } from 'react';

/** The auth-style card: organization logo, a title, the form, privacy and terms links, 'Powered by' (002 §2). */
export function AuthCard({ title, org, children }: { title: string; org?: { name: string; orgLogo: string | null; privacyPolicy?: string | null; tos?: string | null } | null; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card__brand">
          {org?.orgLogo ? <img src={org.orgLogo} alt={org.name} className="brand-logo" /> : <span className="brand-mark" aria-hidden="true">P</span>}
          <span>{org?.name ?? 'Pathcraft'}</span>
        </header>
        <h1 id="auth-title">{title}</h1>
        {children}
        <footer className="auth-card__footer">
          <nav aria-label="Legal">
            <a href={org?.privacyPolicy ?? 'https://pathcraft.test/privacy'}>Privacy policy</a>
            <a href={org?.tos ?? 'https://pathcraft.test/tos'}>Terms</a>
          </nav>
          <p>
            Powered by <a href="https://pathcraft.test">Pathcraft</a>
          </p>
        </footer>
      </section>
    </main>
  );
}

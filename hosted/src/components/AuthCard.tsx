import type { ReactNode } from 'react';
import { text } from './components.messages.ts';

/** The auth-style card: organization logo, a title, the form, privacy and terms links, 'Powered by' (docs/rules.md#sign-in-and-the-console). */
export function AuthCard({
  title,
  org,
  children,
}: {
  title: string;
  org?: { name: string; orgLogo: string | null; privacyPolicy?: string | null; tos?: string | null } | null;
  children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card__brand">
          {org?.orgLogo ? (
            <img src={org.orgLogo} alt={org.name} className="brand-logo" />
          ) : (
            <span className="brand-mark" aria-hidden="true">
              P
            </span>
          )}
          <span>{org?.name ?? text.productName}</span>
        </header>
        <h1 id="auth-title">{title}</h1>
        {children}
        <footer className="auth-card__footer">
          <nav aria-label={text.authCard.legal}>
            <a href={org?.privacyPolicy ?? 'https://pathcraft.test/privacy'}>{text.authCard.privacyPolicy}</a>
            <a href={org?.tos ?? 'https://pathcraft.test/tos'}>{text.authCard.terms}</a>
          </nav>
          <p>
            {text.authCard.poweredBy} <a href="https://pathcraft.test">{text.productName}</a>
          </p>
        </footer>
      </section>
    </main>
  );
}

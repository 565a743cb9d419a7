import type { ReactNode } from 'react';
import type { PublicOrg } from '@pathcraft/sdk';

/** The slim header bar of /courses and /pathways pages (docs/rules.md#public-site): the organization's logo and name, and the current course or pathway title. */
export function SlimHeader({ org, title }: { org: Pick<PublicOrg, 'name' | 'orgLogo'>; title?: string | null }) {
  return (
    <header className="ps-header">
      <span className="ps-header__org">
        {org.orgLogo ? (
          <img src={org.orgLogo} alt="" className="ps-header__logo" />
        ) : (
          <span className="brand-mark" aria-hidden="true">
            {org.name.slice(0, 1)}
          </span>
        )}
        <span className="ps-header__name">{org.name}</span>
      </span>
      {title ? <span className="ps-header__title">{title}</span> : null}
    </header>
  );
}

/** A public page's message instead of its content (private, unknown, failed), with the header when the organization is known. */
export function PublicMessage({
  org,
  title,
  children,
}: {
  org?: Pick<PublicOrg, 'name' | 'orgLogo'> | null;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="ps-page">
      {org ? <SlimHeader org={org} /> : null}
      <main className="ps-message">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

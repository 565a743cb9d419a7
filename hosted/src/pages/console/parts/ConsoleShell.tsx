import { isAdminLike, primaryRole } from '@pathcraft/sdk';
import { formFieldCss as formCss, LoadingScreen } from '@pathcraft/widgets/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, usePathname } from '../../../router.tsx';
import { ownAreaOf, signOutToLogin, type SignedIn } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { type Audience, consoleTitle, useConsoleGate } from './console-gate.ts';
import consoleCss from './console.css';
import { text } from './console.messages.ts';
import { orgText } from '../../org/org.messages.ts';
import { RefusedAreaNotice } from '../../../components/RefusedAreaNotice.tsx';
import { text as componentsText } from '../../../components/components.messages.ts';
import { addressIn } from '../../../i18n/language.ts';

adoptCss('console', [formCss, consoleCss].join('\n'));

const PROGRAM_IMPORT_LINK = { to: '/internal/file-parse', label: text.shell.nav.programImport };
/** Apprentices' progress (hours, wage steps, approvals) is its own page, shared with mentors and employers. */
const APPRENTICES_LINK = { to: '/apprentices', label: text.shell.nav.apprentices };

const NAV = [
  { to: '/', label: text.shell.nav.courses },
  { to: '/organizations', label: text.shell.nav.organizations },
  { to: '/users', label: text.shell.nav.users },
  { to: '/locations', label: text.shell.nav.locations },
  { to: '/job-profiles', label: text.shell.nav.jobProfiles },
  { to: '/materials', label: text.shell.nav.materials },
  { to: '/page-visits', label: text.shell.nav.pageVisits },
  { to: '/apprenticeships', label: text.shell.nav.apprenticeships },
  APPRENTICES_LINK,
  { to: '/compliance', label: text.shell.nav.compliance },
  { to: '/api-keys', label: text.shell.nav.apiKeys },
  { to: '/import', label: text.shell.nav.import },
  PROGRAM_IMPORT_LINK,
  { to: '/outbox', label: text.shell.nav.outbox },
];

/** The organization area (/org): its staff's classes, outside the super-admin console; a teacher who mentors apprentices finds them too. */
const STAFF_NAV = [
  { to: '/org', label: text.shell.nav.classes },
  { to: '/materials', label: text.shell.nav.materials },
  APPRENTICES_LINK,
];

/** What an organization's owners and admins manage of it besides classes (the same rules as the API). */
const ORG_ADMIN_NAV = [
  { to: '/org', label: orgText.nav.classes },
  { to: '/org/people', label: orgText.nav.people },
  { to: '/org/locations', label: orgText.nav.locations },
  { to: '/org/apprenticeships', label: orgText.nav.apprenticeships },
  APPRENTICES_LINK,
  { to: '/org/compliance', label: orgText.nav.compliance },
  { to: '/org/api-keys', label: orgText.nav.apiKeys },
  { to: '/materials', label: text.shell.nav.materials },
  PROGRAM_IMPORT_LINK,
];

/** The console's sections for super admins (wherever they are); an organization's teachers see theirs, its owners and admins all of the /org area. */
function navFor(user: SignedIn['user']) {
  if (user.isSuperAdmin) return NAV;
  return isAdminLike(user.role) ? ORG_ADMIN_NAV : STAFF_NAV;
}

/**
 * The console frame: top bar with brand and avatar menu, section navigation, and the page.
 * `title` replaces the one from the path (a class page shows the class title, docs/rules.md#sign-in-and-the-console);
 * `audience` 'staff' admits an organization's owners, admins and teachers (the /org area), 'orgAdmin' its owners and admins.
 * `prefetch` starts the page's first reads (prefetchList) while the signed-in user is read, not after.
 */
export function ConsoleShell({
  children,
  title: pageTitle,
  audience = 'superAdmin',
  prefetch,
}: {
  children: (signedIn: SignedIn) => ReactNode;
  title?: string;
  audience?: Audience;
  prefetch?: () => void;
}) {
  const signedIn = useConsoleGate(audience, prefetch);
  const pathname = usePathname();
  // A section's heading is its menu label ('API keys'), not the path's words ('Api keys').
  const title =
    pageTitle ??
    [...NAV, ...STAFF_NAV, ...ORG_ADMIN_NAV].find((n) => n.to === pathname)?.label ??
    consoleTitle(pathname);
  useEffect(() => {
    document.title = text.shell.documentTitle(title);
  }, [title]);
  const navBar = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the menu is one row that scrolls sideways: this page's entry in sight, not cut at the
    // edge. The menu is drawn once the user is read; each page draws its own shell.
    const bar = navBar.current;
    const current = signedIn ? bar?.querySelector('[aria-current="page"]') : null;
    if (!bar || !current) return;
    const outer = bar.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left < outer.left || item.right > outer.right)
      bar.scrollLeft += item.left - outer.left - (outer.width - item.width) / 2;
  }, [signedIn]);
  if (!signedIn) return <LoadingScreen />;
  const nav = navFor(signedIn.user);
  return (
    <div className="console">
      <TopBar signedIn={signedIn} />
      <div className="console__body">
        <nav className="console__nav" aria-label={text.shell.navLabel} ref={navBar}>
          {nav.map((n) => (
            <Link key={n.to} to={n.to} aria-current={pathname === n.to ? 'page' : undefined}>
              {n.label}
            </Link>
          ))}
        </nav>
        <main className="console__main">
          <h1>{title}</h1>
          <RefusedAreaNotice />
          {children(signedIn)}
        </main>
      </div>
    </div>
  );
}

function TopBar({ signedIn }: { signedIn: SignedIn }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const initials = (signedIn.user.name ?? signedIn.user.email ?? '?')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <header className="topbar">
      <Link to="/" className="topbar__brand">
        <span className="brand-mark" aria-hidden="true">
          P
        </span>
        <span>{text.shell.appName}</span>
      </Link>
      <div className="topbar__menu" ref={menu}>
        {/* The name is in the button's text, not an aria-label, so what shows (the initials) is part of what is read. */}
        <button
          type="button"
          className="avatar"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="pc-visually-hidden">
            {text.shell.accountMenuFor(signedIn.user.name ?? signedIn.user.email)}
          </span>
          {signedIn.user.profilePicture ? <img src={signedIn.user.profilePicture} alt="" /> : initials}
        </button>
        {open && (
          <div role="menu" className="menu">
            <p className="menu__who">
              {signedIn.user.name}
              <small>{text.common.roleName(primaryRole(signedIn.user.role), signedIn.organization?.orgType)}</small>
            </p>
            <a role="menuitem" href={signedIn.apps?.main ?? '/account'}>
              {text.shell.mainApp}
            </a>
            {/* The admin app is the console for super admins; an organization's staff administer theirs at /org. */}
            <a
              role="menuitem"
              href={signedIn.user.isSuperAdmin ? (signedIn.apps?.admin ?? '/') : ownAreaOf(signedIn.user)}
              target="_blank"
              rel="noopener"
            >
              {text.shell.adminApp}
            </a>
            {/* The other language, named in itself; the page loads again in it, and it is remembered. */}
            {document.documentElement.lang.startsWith('es') ? (
              <a role="menuitem" href={addressIn('en')} lang="en" hrefLang="en">
                {componentsText.languageSwitch.english}
              </a>
            ) : (
              <a role="menuitem" href={addressIn('es')} lang="es" hrefLang="es">
                {componentsText.languageSwitch.spanish}
              </a>
            )}
            <button role="menuitem" type="button" onClick={signOutToLogin}>
              {text.shell.signOut}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}

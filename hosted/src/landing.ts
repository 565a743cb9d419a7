/** The console's pages (routes.tsx): they admit super admins only (docs/rules.md#organizations-and-roles). */
export const CONSOLE_PATHS = ['/', '/organizations', '/users', '/outbox', '/locations', '/job-profiles'] as const;

export function isConsolePath(path: string): boolean {
  const pathname = new URL(path, 'http://host').pathname.replace(/(.)\/+$/, '$1');
  return (CONSOLE_PATHS as readonly string[]).includes(pathname) || pathname.startsWith('/classes/');
}

/**
 * Where a successful sign-in goes: where the person was headed, unless that is the console
 * and they are not a super admin; then their own account page, which is made for them.
 */
export function landingAfterSignIn(continuePath: string, superAdmin: boolean): string {
  return !superAdmin && isConsolePath(continuePath) ? '/account' : continuePath;
}

import { primaryRole } from '../identity/roles.rules.ts';

/** Stored files under this prefix (logos, icons, page images) are served to anyone, without a signed link. */
export const PUBLIC_FILES_PREFIX = 'public';

/**
 * Who may add or remove files under the public prefix: staff (teachers and up). A student's
 * uploads stay behind signed links, so nobody can host content on an organization's address.
 */
export function canPublishFiles(roles: readonly string[] | null | undefined): boolean {
  return primaryRole(roles) !== 'student';
}

import {
  canEditMaterial,
  canPublishFiles,
  courseWriteRefusal,
  isAdminLike,
  isSuperAdmin,
  PUBLIC_FILES_PREFIX,
} from '@pathcraft/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { apprenticeAgreements, courses, employerAgreements, materials } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { userReadsAgreement } from '../agreements/agreement-access.ts';
import { resolveAccess } from '../data-access/access.ts';
import { coursesPolicy } from '../data-access/policies/courses.ts';
import { canReadMaterial, editorOf } from '../materials/material-access.ts';
import { isClosedToCaller } from '../public-pages/gated-content.ts';
import type { FileFolder, StoredFile } from '../../platform/storage/storage.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Every stored file belongs to a record, named by its key (`<prefix>/<orgId>/<parentId>/…`), and
 * that record's read and write rules decide every access to the file: upload, signed link, buffer,
 * delete, file record. The prefix says which kind of record it is.
 */
export const FILE_PARENTS = {
  /** Logos, icons, page and body images: served to anyone; the organization's staff add them. */
  [PUBLIC_FILES_PREFIX]: 'organization',
  /** A material's files (a draft's stay private): the material's readers and editors. */
  materials: 'material',
  /** Files shown with a class: the class's readers and editors. */
  courses: 'course',
  /** Signed agreement PDFs: the agreement's readers; nobody changes them. */
  agreements: 'agreement',
  /** Signatures drawn on an agreement: as the agreement. */
  signatures: 'agreement',
  /** A person's own uploads and signature: that person and their organization's owners and admins. */
  'user-content': 'user',
} as const;
export type FileParentKind = (typeof FILE_PARENTS)[keyof typeof FILE_PARENTS];
export type FileMode = 'read' | 'write';

/** Prefixes the generic upload route takes (agreements and signatures are written only by signing). */
export const UPLOAD_PREFIXES = [PUBLIC_FILES_PREFIX, 'user-content', 'materials', 'courses'] as const;

export const FILE_MESSAGES = {
  publicRefused: `Only teachers and admins can add or remove files under '${PUBLIC_FILES_PREFIX}' (served to anyone without a link).`,
  apiKeysRead: 'API keys can only read files.',
  ownOrgOnly: "You can only use your own organization's files.",
  noFile: 'No such file',
  readRefused: 'You can’t open this file: only the people who may read the record it belongs to can.',
  writeRefused: 'You can’t change this file: only the people who may change the record it belongs to can.',
  agreementKept: 'Signed agreements and their signatures are kept as signed: they can’t be changed or removed.',
} as const;

type Where = Pick<FileFolder, 'prefix' | 'orgId' | 'parentId'> & { key?: string };

export const parentKindOf = (prefix: string): FileParentKind | null =>
  (FILE_PARENTS as Record<string, FileParentKind>)[prefix] ?? null;

/**
 * Refuses (throws) unless the actor may read or change a stored file (or, before an upload, the
 * folder it goes to). A parent the actor can't read, or that is not of the file's organization, is
 * 'No such file'.
 */
export async function checkFileAccess(
  db: Pick<Db, 'select'>,
  actor: Actor,
  file: Where,
  mode: FileMode,
): Promise<void> {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  if (mode === 'write' && actor.kind === 'apiKey') throw fail('forbidden', FILE_MESSAGES.apiKeysRead);
  // A key reads only its own organization's files, public ones included.
  if (actor.kind === 'apiKey' && actor.orgId !== file.orgId) throw fail('forbidden', FILE_MESSAGES.ownOrgOnly);
  const kind = parentKindOf(file.prefix);
  const user = actor.kind === 'user' ? actor : null;
  const superAdmin = isSuperAdmin(user?.roles);
  const inOrg = actor.orgId === file.orgId;
  const refuse = () => fail('forbidden', mode === 'read' ? FILE_MESSAGES.readRefused : FILE_MESSAGES.writeRefused);
  const notFound = () => fail('not_found', FILE_MESSAGES.noFile);

  if (kind === 'organization') {
    if (mode === 'read') return;
    if (!superAdmin && !(inOrg && canPublishFiles(user!.roles))) throw fail('forbidden', FILE_MESSAGES.publicRefused);
    return;
  }
  if (kind === 'agreement') {
    const found = await agreementOf(db, file);
    if (!found) throw notFound();
    if (mode === 'write') throw fail('forbidden', FILE_MESSAGES.agreementKept);
    if (!user || !(await userReadsAgreement(db as Db, user, found.table, found.row))) throw refuse();
    return;
  }
  if (!file.parentId) {
    // Stored before files named their parent: only those who administer the whole organization.
    if (!(superAdmin || (inOrg && isAdminLike(user?.roles)))) throw refuse();
    return;
  }
  if (kind === 'material') {
    const material = await first(db.select().from(materials).where(eq(materials.id, file.parentId)));
    if (!material || material.orgId !== file.orgId || !canReadMaterial(actor, material)) throw notFound();
    const editor = canEditMaterial(editorOf(actor), material);
    if (mode === 'write' && !editor) throw refuse();
    // A material behind a page link's code: its files too (visitors with the code read them through the material reader).
    if (!editor && (await isClosedToCaller(db, actor, 'materials', material, null))) throw notFound();
    return;
  }
  if (kind === 'course') {
    // The class's own policy, as the data API applies it; its files are never public (integration is no public field).
    const read = user ? courseAccess(actor, 'read') : null;
    const course =
      read &&
      (await first(
        db
          .select({ id: courses.id, orgId: courses.orgId })
          .from(courses)
          .where(and(eq(courses.id, file.parentId), read.where)),
      ));
    if (!course || course.orgId !== file.orgId) throw notFound();
    if (mode === 'write') {
      const readOnly = courseWriteRefusal(user!);
      if (readOnly) throw fail('forbidden', readOnly);
      const write = courseAccess(actor, 'write');
      if (
        !write ||
        !(await first(
          db
            .select({ id: courses.id })
            .from(courses)
            .where(and(eq(courses.id, course.id), write.where)),
        ))
      )
        throw refuse();
    }
    return;
  }
  if (kind === 'user') {
    if (!user) throw refuse();
    if (user.userId === file.parentId || superAdmin || (inOrg && isAdminLike(user.roles))) return;
    throw refuse();
  }
  // A prefix no record kind owns: as files stored before parents were named.
  if (!(superAdmin || (inOrg && isAdminLike(user?.roles)))) throw refuse();
}

/** The class policy's rows for the actor, or null when their role has none. */
function courseAccess(actor: Actor, mode: FileMode) {
  try {
    return resolveAccess(coursesPolicy, actor, mode);
  } catch {
    return null;
  }
}

/** The agreement a file belongs to: by its key's parent, or for a PDF stored before that, by the key itself. */
async function agreementOf(db: Pick<Db, 'select'>, file: Where) {
  for (const [table, t] of [
    ['employerAgreements', employerAgreements],
    ['apprenticeAgreements', apprenticeAgreements],
  ] as const) {
    const byParent = file.parentId ? eq(t.id, file.parentId) : file.key ? eq(t.signedPdfKey, file.key) : null;
    if (!byParent) continue;
    const row = await first(db.select().from(t).where(byParent));
    if (row && row.orgId === file.orgId) return { table, row };
  }
  return null;
}

/** Does a stored file belong to this record? (A file record, a class's file list: only storage of the same parent.) */
export function belongsTo(file: StoredFile, parent: { kind: FileParentKind; id: string; orgId: string }): boolean {
  return parentKindOf(file.prefix) === parent.kind && file.parentId === parent.id && file.orgId === parent.orgId;
}

/** The folder of a new file of a record. */
export const folderOf = (
  prefix: (typeof UPLOAD_PREFIXES)[number] | 'agreements' | 'signatures',
  orgId: string,
  parentId: string | null,
): FileFolder => ({ prefix, orgId, parentId });

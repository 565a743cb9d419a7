import { ZDocument, ZFile, ZMaterial, ZProject, ZResource, ZResourceGroup } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { documents, files, materials, projects, resourceGroups, resources } from '../../../db/schema/index.ts';
import { canonicalFileUrl, checkFileRecordRemove, checkFileRecordWrite } from '../../files/file-records.ts';
import { existingOrg } from '../../organizations/existing-org.ts';
import { removeStoredFile } from '../../files/remove-stored-file.ts';
import { storedMaterialBody } from '../../materials/sanitize-material-body.ts';
import { ADMINS, MEMBERS, STAFF, type TablePolicy } from '../policy.ts';

export const materialsPolicy: TablePolicy = {
  name: 'materials',
  table: materials,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  // Authors edit their own materials whatever their role (docs/rules.md#materials-and-files).
  own: { column: 'userId', fields: ['title', 'body', 'isDraft', 'skillIds', 'cdnFiles'] },
  // Public pages show published materials by id (MATERIAL and MATERIALS_LIST modules).
  public: {
    where: (t: typeof materials) => eq(t.isDraft, false),
    fields: ['id', 'orgId', 'title', 'body', 'userId', 'resourceId', 'cdnFiles', 'createdAt', 'updatedAt'],
    requiresId: true,
  },
  apiKeys: 'org',
  schema: ZMaterial,
  // A super admin names the organization: it must exist (the route does the same check).
  guardWrite: async (_actor, input, existing, db) => {
    if (!existing) await existingOrg(db, String(input.orgId));
  },
  gated: 'materials',
  // The one material sanitizer, whichever API writes the body.
  sanitize: (input, env) =>
    typeof input.body === 'string' ? { ...input, body: storedMaterialBody(input.body, env.platformOrigin) } : input,
  defaultOrder: 'title',
  defaultLimit: 20,
};

/** The API explorer's content: API keys read their organization's resources, groups and documents (docs/rules.md#content-api-and-explorer). */
export const resourcesPolicy: TablePolicy = {
  name: 'resources',
  table: resources,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  apiKeys: 'org',
  schema: ZResource,
  defaultOrder: 'name',
  defaultLimit: 1000,
};

export const resourceGroupsPolicy: TablePolicy = {
  name: 'resourceGroups',
  table: resourceGroups,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: ADMINS,
  apiKeys: 'org',
  schema: ZResourceGroup,
  defaultOrder: 'title',
};

export const documentsPolicy: TablePolicy = {
  name: 'documents',
  table: documents,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  apiKeys: 'org',
  schema: ZDocument,
  gated: 'documents',
  defaultOrder: 'createdAt',
  defaultLimit: 20,
};

/** A file record is written as its parent (a material or class) is, and points only at that parent's storage (files/file-records.ts). */
export const filesPolicy: TablePolicy = {
  name: 'files',
  table: files,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: MEMBERS,
  remove: MEMBERS,
  own: { column: 'userId' },
  schema: ZFile,
  sanitize: (input, env) =>
    typeof input.url === 'string' ? { ...input, url: canonicalFileUrl(input.url, env.platformOrigin) } : input,
  guardWrite: (actor, input, existing, db) => checkFileRecordWrite(db, actor, input, existing),
  guardRemove: (tx, existing, actor) => checkFileRecordRemove(tx, actor, existing),
  defaultOrder: '-createdAt',
  afterRemove: async (removed, env) => {
    await removeStoredFile(env, removed);
  },
};

export const projectsPolicy: TablePolicy = {
  name: 'projects',
  table: projects,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: STAFF,
  remove: STAFF,
  own: { column: 'userId', fields: ['title', 'body', 'status'] },
  apiKeys: 'org',
  schema: ZProject,
  defaultOrder: 'title',
};

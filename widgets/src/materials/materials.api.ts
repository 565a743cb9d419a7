/**
 * The calls of the material side sheet, in one place. Hosted pages pass their
 * session (so an author's Edit works); the <pathcraft-page> element passes the
 * platform's stored session when it runs on the platform's origin, and a page
 * link's verified token (x-access-token) when the page needed one.
 */
import {
  createClient,
  deleteMaterialsByIdFilesByFileId,
  getMaterialsById,
  type MaterialCreate,
  type MaterialFile,
  type MaterialUpdate,
  type MaterialView,
  patchMaterialsById,
  postEmbedMaterial,
  postMaterials,
  postMaterialsByIdFiles,
  postMaterialsMedia,
  type SessionStore,
} from '@pathcraft/sdk';
import type { MaterialDraftApi } from './material-drafts.api.ts';

export interface MaterialMedia {
  url: string;
  name: string;
  size: number;
  type: string;
}

export interface ResourceGroupOption {
  id: string;
  title: string;
}

export interface MaterialApi extends MaterialDraftApi {
  get(materialId: string): Promise<MaterialView>;
  create(input: MaterialCreate): Promise<MaterialView>;
  update(materialId: string, changes: MaterialUpdate): Promise<MaterialView>;
  uploadFile(materialId: string, file: File): Promise<MaterialFile>;
  deleteFile(materialId: string, fileId: string): Promise<void>;
  /** An image or PDF placed in a material's body. */
  uploadMedia(organizationId: string, file: File): Promise<MaterialMedia>;
  /** Indexes an embedded material's resource for the assistant. */
  embed(input: { materialId: string; resourceId?: string | null; orgId: string }): Promise<{ indexed: number }>;
  resourceGroups(orgId: string): Promise<ResourceGroupOption[]>;
  /** A resource of a resource group (the assistant's knowledge), created through the data-access API. */
  createResource(input: { orgId: string; name: string; body: string; parentId: string }): Promise<{ id: string }>;
}

export function createMaterialApi(
  base: string,
  opts: { session?: SessionStore; accessToken?: string | null } = {},
): MaterialApi {
  const client = createClient({
    baseUrl: base,
    session: opts.session,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (opts.accessToken) headers.set('x-access-token', opts.accessToken);
      return fetch(input, { ...init, headers });
    },
  });
  const form = (file: File) => {
    const data = new FormData();
    data.append('file', file, file.name);
    return data;
  };
  return {
    get: (materialId) => getMaterialsById(client, { id: materialId }),
    create: (input) => postMaterials(client, { body: input }),
    update: (materialId, changes) => patchMaterialsById(client, { id: materialId }, { body: changes }),
    uploadFile: (materialId, file) => postMaterialsByIdFiles(client, { id: materialId }, { form: form(file) }),
    deleteFile: (materialId, fileId) =>
      deleteMaterialsByIdFilesByFileId(client, { id: materialId, fileId }).then(() => undefined),
    uploadMedia: (organizationId, file) => postMaterialsMedia(client, { query: { organizationId }, form: form(file) }),
    embed: (input) => postEmbedMaterial(client, { body: input }),
    resourceGroups: (orgId) =>
      client
        .list<ResourceGroupOption>('resourceGroups', {
          filters: [{ field: 'orgId', op: 'eq', value: orgId }],
          select: ['id', 'title'],
          order: [{ field: 'title', direction: 'asc' }],
          limit: 1000,
        })
        .then((r) => r.items),
    createResource: ({ orgId, name, body, parentId }) =>
      client
        .create('resources', { orgId, name, body, parentType: 'resourceGroup', parentId })
        .then((r) => ({ id: r.docId })),
    // Only editors draft: its streaming client is fetched with the first draft, not with the read view.
    draft: (materialId, request, signal) =>
      import('./material-drafts.api.ts').then((m) =>
        m.createMaterialDraftApi(base, { session: opts.session }).draft(materialId, request, signal),
      ),
  };
}

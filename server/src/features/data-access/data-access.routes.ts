import {
  ZAnyRecordItem,
  ZAnyRecordItemOrList,
  ZAnyRecordList,
  ZCreatedRecord,
  ZCreatedRecords,
  ZDeletedId,
  ZDocumentView,
  ZDocumentViewList,
  ZResourceGroupView,
  ZResourceGroupViewList,
  ZResourceView,
  ZResourceViewList,
} from '@pathcraft/sdk';
import type { Context } from 'hono';
import type { ListQuery } from '@pathcraft/sdk';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, preserialized, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { listQueryOf } from '../../http/request.ts';
import { ZListParams, zPageOrLimit } from '../../http/list-params.ts';
import { openedLinkOf } from '../public-pages/page-gate.ts';
import { findPolicy } from './policies/index.ts';
import { MAX_LIMIT, type TablePolicy } from './policy.ts';
import { createRows, deleteRow, getRow, listRows, updateRow } from './rows.ts';
import { keptListAnswer } from './answer-cache.ts';
import { asksPastCaches, sendJsonAnswer } from '../../http/json-answer.ts';
import { FILTERS_PARAMETER, tableDocs } from './table-docs.ts';
import { fail } from '../../platform/errors.ts';

const MAX_BATCH = 500;

function policyFor(name: string): TablePolicy {
  const policy = findPolicy(name);
  if (!policy) throw fail('not_found', `Unknown table '${name}'`);
  return policy;
}

/** A table's record: its fields are the table's (x-tables), checked by the table's sdk schema. */
const ZTableRecord = z.unknown().openapi({
  type: 'object',
  additionalProperties: true,
  description: 'A record of the table; fields per x-tables, checked by the table’s sdk schema.',
});
const ZTableRecords = z.unknown().openapi({
  type: 'array',
  items: { type: 'object', additionalProperties: true },
  description: `1 to ${MAX_BATCH} records of the table.`,
});
const tableParam = z.object({
  table: z.string().openapi({ description: 'A table name (x-tables), e.g. resources, documents, pageLinks.' }),
});
const collectionParam = z.object({ collection: z.string().openapi({ description: 'A table name (x-tables).' }) });

/**
 * The API explorer's content endpoints (docs/rules.md#content-api-and-explorer): the same engine as the generic family,
 * declared on their own paths so their parameters and answers are spelled out for API developers.
 */
/**
 * A policy-driven table's rows under the schema that documents its explorer route: the table's
 * policy, not the compiler, knows their fields (the typed client's answer check verifies them in tests).
 */

const EXPLORER_TABLES = [
  {
    table: 'resources',
    summary: 'Resources of the key’s organization (default order name)',
    filters: {
      'f.parentId[eq]': 'Resources of this parent.',
      'f.parentId[is]': 'null: resources without a parent.',
      'f.parentType[eq]': 'The parent’s type, e.g. resourceGroup.',
      'f.parentIds[ov]': 'Comma-separated parent ids: resources of any of them.',
      'f.name[ilike]': 'Name contains.',
    },
    item: ZResourceView,
    list: ZResourceViewList,
  },
  {
    table: 'resourceGroups',
    summary: 'Resource groups of the key’s organization (default order title)',
    filters: { 'f.title[ilike]': 'Title contains.' },
    item: ZResourceGroupView,
    list: ZResourceGroupViewList,
  },
  {
    table: 'documents',
    summary: 'Documents (extracted text, one row per page) of the key’s organization (default order createdAt)',
    filters: {
      'f.refId[in]': 'Comma-separated ids of the records the text came from.',
      'f.refId[eq]': 'Text of this record.',
      'f.title[ilike]': 'Title contains.',
    },
    item: ZDocumentView,
    list: ZDocumentViewList,
  },
] as const;

/** 'f.parentIds[ov]=a,b' on resources: a resource has one parent, so any of the ids is 'f.parentId[in]'. */
function explorerQuery(c: Context<AppEnv>) {
  const q = listQueryOf(c);
  return {
    ...q,
    filters: q.filters.map((f) =>
      f.field === 'parentIds' && f.op === 'ov' ? { field: 'parentId', op: 'in' as const, value: f.value } : f,
    ),
  };
}

/**
 * The data-access families (docs/rules.md#data-access-api). They share one engine; they
 * differ only in the shape of their answers.
 */
export function dataAccessRoutes(deps: Deps) {
  const docs = tableDocs();
  const generic = { 'x-tables': docs };
  const listExtra = { ...generic, parameters: [FILTERS_PARAMETER] };
  const tags = ['data-access'];
  // Sanitize hooks keep links to the platform's own files (a material body's PDF frames).
  const writeCtx = (c: Context<AppEnv>) => ({ ...c.var.ctx, platformOrigin: deps.config.publicUrl });

  /** A list's answer, kept until the database changes (answer-cache.ts); read anew when the client asks past caches. */
  const cachedList = async (c: Context<AppEnv>, policy: TablePolicy, q: ListQuery) => {
    const { actor } = c.var.ctx;
    const opened = await openedLinkOf(deps, c.var.ctx);
    const read = () => listRows(deps.db, policy, actor, q, opened);
    if (asksPastCaches(c)) return c.json(await read());
    const url = new URL(c.req.url);
    return sendJsonAnswer(c, await keptListAnswer(deps.db, policy, actor, opened, url.pathname + url.search, read));
  };

  /** GET list, POST create, PUT update: `/v1/external/supabase/{table}` and `/v1/api/content/{table}`. */
  const tables = routes();
  declare(
    tables,
    {
      method: 'get',
      path: '/:table',
      summary: 'List rows of a table',
      description:
        'Answered from the same caller’s kept answer while nothing in the database changed: a weak ETag, Cache-Control: private, no-cache (If-None-Match gets 304). Send Cache-Control: no-cache to have it read anew.',
      tags,
      auth: 'optional',
      params: tableParam,
      query: ZListParams,
      response: ZAnyRecordList,
      extra: listExtra,
    },
    async (c, { params }) => {
      const policy = policyFor(params.table);
      const q = listQueryOf(c);
      return preserialized(ZAnyRecordList, await cachedList(c, policy, q));
    },
  );
  declare(
    tables,
    {
      method: 'post',
      path: '/:table',
      summary: 'Create a row',
      tags,
      auth: 'user',
      params: tableParam,
      body: ZTableRecord,
      response: ZCreatedRecord,
      status: 201,
      extra: generic,
    },
    async (c, { params, body }) => {
      const [item] = await createRows(writeCtx(c), policyFor(params.table), [body]);
      return c.json({ docId: item!.id as string, item: item! }, 201);
    },
  );
  declare(
    tables,
    {
      method: 'put',
      path: '/:table',
      summary: 'Update a row: id plus the changed fields',
      tags,
      auth: 'user',
      params: tableParam,
      body: ZTableRecord,
      response: ZAnyRecordItem,
      extra: generic,
    },
    async (c, { params, body }) => c.json({ item: await updateRow(writeCtx(c), policyFor(params.table), body) }),
  );

  const content = routes();
  for (const explorer of EXPLORER_TABLES) {
    const filters = Object.entries(explorer.filters).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    }));
    const doc = docs[explorer.table]!;
    const query = ZListParams.extend({
      limit: zPageOrLimit('limit', {
        minimum: 20,
        maximum: MAX_LIMIT,
        default: doc.defaultLimit,
        description: `Rows per page: the explorer asks for 20 to ${MAX_LIMIT}.`,
      }),
      order: z
        .string()
        .optional()
        .openapi({
          description: `Comma-separated fields: name, -name or name.desc. Default: ${doc.defaultOrder}.`,
          default: doc.defaultOrder,
        }),
    }).omit({ orgId: true });
    declare(
      content,
      {
        method: 'get',
        path: `/${explorer.table}`,
        summary: explorer.summary,
        description: `Authenticated by x-api-key: rows of the key's organization only. Fields: ${Object.keys(doc.fields).join(', ')}.`,
        tags: ['content'],
        auth: 'userOrApiKey',
        query,
        response: explorer.list,
        extra: { parameters: filters, 'x-tables': { [explorer.table]: doc } },
      },
      async (c) => preserialized(explorer.list, await cachedList(c, policyFor(explorer.table), explorerQuery(c))),
    );
  }
  declare(
    content,
    {
      method: 'post',
      path: '/create-many/:table',
      summary: `Create up to ${MAX_BATCH} rows at once`,
      tags,
      auth: 'user',
      params: tableParam,
      body: ZTableRecords,
      response: ZCreatedRecords,
      status: 201,
      extra: generic,
    },
    async (c, { params, body: records }) => {
      if (!Array.isArray(records) || !records.length)
        throw fail('bad_request', 'Send a non-empty JSON array of records.');
      if (records.length > MAX_BATCH) throw fail('payload_too_large', `Send at most ${MAX_BATCH} records at once.`);
      if (records.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
        throw fail('bad_request', 'Each record must be a JSON object.');
      const items = await createRows(writeCtx(c), policyFor(params.table), records);
      return c.json({ items, total: items.length, ids: items.map((i) => i.id as string) }, 201);
    },
  );
  declare(
    content,
    {
      method: 'get',
      path: '/:table/:id',
      summary: 'One row by id',
      tags,
      auth: 'optional',
      query: ZListParams.pick({ select: true }),
      response: ZAnyRecordItem,
      extra: generic,
    },
    async (c, { params }) => {
      const q = listQueryOf(c);
      return c.json({
        item: await getRow(
          deps.db,
          policyFor(params.table),
          c.var.ctx.actor,
          params.id,
          q.select,
          await openedLinkOf(deps, c.var.ctx),
        ),
      });
    },
  );
  content.route('/', tables);

  /** The document-store family: create answers `{ docId }`, GET with an id answers the document. */
  const store = routes();
  declare(
    store,
    {
      method: 'get',
      path: '/entries/:collection',
      summary: 'Rows by ids',
      tags,
      auth: 'optional',
      params: collectionParam,
      query: ZListParams,
      response: ZAnyRecordList,
      extra: generic,
    },
    async (c, { params }) => {
      const q = listQueryOf(c);
      if (!q.ids?.length) throw fail('bad_request', 'ids is required');
      return preserialized(
        ZAnyRecordList,
        await cachedList(c, policyFor(params.collection), { ...q, limit: q.limit ?? q.ids.length }),
      );
    },
  );
  declare(
    store,
    {
      method: 'get',
      path: '/:collection',
      summary: 'One document by id, or a list',
      tags,
      auth: 'optional',
      params: collectionParam,
      query: ZListParams,
      response: ZAnyRecordItemOrList,
      extra: listExtra,
    },
    async (c, { params }) => {
      const policy = policyFor(params.collection);
      const q = listQueryOf(c);
      if (q.id) {
        const opened = await openedLinkOf(deps, c.var.ctx);
        return c.json({ item: await getRow(deps.db, policy, c.var.ctx.actor, q.id, q.select, opened) });
      }
      return preserialized(ZAnyRecordItemOrList, await cachedList(c, policy, q));
    },
  );
  declare(
    store,
    {
      method: 'post',
      path: '/:collection',
      summary: 'Create a document',
      tags,
      auth: 'user',
      params: collectionParam,
      body: ZTableRecord,
      response: ZCreatedRecord,
      status: 201,
      extra: generic,
    },
    async (c, { params, body }) => {
      const [item] = await createRows(writeCtx(c), policyFor(params.collection), [body]);
      return c.json({ docId: item!.id as string, item: item! }, 201);
    },
  );
  declare(
    store,
    {
      method: 'put',
      path: '/:collection',
      summary: 'Update a document: id plus the changed fields',
      tags,
      auth: 'user',
      params: collectionParam,
      body: ZTableRecord,
      response: ZAnyRecordItem,
      extra: generic,
    },
    async (c, { params, body }) => c.json({ item: await updateRow(writeCtx(c), policyFor(params.collection), body) }),
  );
  declare(
    store,
    {
      method: 'delete',
      path: '/:collection',
      summary: 'Delete a document',
      tags,
      auth: 'user',
      params: collectionParam,
      query: z.object({ id: z.string().optional() }),
      response: ZDeletedId,
      extra: generic,
    },
    async (c, { params, query }) => {
      if (!query.id) throw fail('bad_request', 'id is required');
      const policy = policyFor(params.collection);
      const removed = await deleteRow(c.var.ctx, policy, query.id);
      await policy.afterRemove?.(removed, { db: deps.db, storage: deps.storage, publicUrl: deps.config.publicUrl });
      return c.json({ deleted: query.id });
    },
  );

  return { tables, content, store };
}

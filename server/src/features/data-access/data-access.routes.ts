import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonBody, listQueryOf } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { findPolicy } from './policies/index.ts';
import type { TablePolicy } from './policy.ts';
import { createRows, deleteRow, getRow, listRows, updateRow, type WriteCtx } from './rows.ts';

const MAX_BATCH = 500;

function policyFor(name: string): TablePolicy {
  const policy = findPolicy(name);
  if (!policy) throw fail('not_found', `Unknown table '${name}'`);
  return policy;
}

/**
 * The data-access families of 000 §7 and 002 §7. They share one engine; they
 * differ only in the shape of their answers.
 */
export function dataAccessRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>): WriteCtx => ({ db: deps.db, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() });

  /** GET list, POST create, PUT update: `/v1/external/supabase/{table}` and `/v1/api/content/{table}`. */
  const tables = new Hono<AppEnv>()
    .get('/:table', (c) => c.json(listRows(deps.db, policyFor(c.req.param('table')), c.get('actor'), listQueryOf(c))))
    .post('/:table', async (c) => {
      const [item] = createRows(ctx(c), policyFor(c.req.param('table')), [await jsonBody(c)]);
      return c.json({ docId: item!.id, item }, 201);
    })
    .put('/:table', async (c) => c.json({ item: updateRow(ctx(c), policyFor(c.req.param('table')), await jsonBody(c)) }));

  const content = new Hono<AppEnv>()
    .post('/create-many/:table', async (c) => {
      const records = await jsonBody(c);
      if (!Array.isArray(records) || !records.length) throw fail('bad_request', 'Send a non-empty JSON array of records.');
      if (records.length > MAX_BATCH) throw fail('payload_too_large', `Send at most ${MAX_BATCH} records at once.`);
      if (records.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) throw fail('bad_request', 'Each record must be a JSON object.');
      const items = createRows(ctx(c), policyFor(c.req.param('table')), records);
      return c.json({ items, total: items.length, ids: items.map((i) => i.id) }, 201);
    })
    .get('/:table/:id', (c) => {
      const q = listQueryOf(c);
      return c.json({ item: getRow(deps.db, policyFor(c.req.param('table')), c.get('actor'), c.req.param('id'), q.select) });
    })
    .route('/', tables);

  /** The document-store family: create answers `{ docId }`, GET with an id answers the document. */
  const store = new Hono<AppEnv>()
    .get('/entries/:collection', (c) => {
      const q = listQueryOf(c);
      if (!q.ids?.length) throw fail('bad_request', 'ids is required');
      return c.json(listRows(deps.db, policyFor(c.req.param('collection')), c.get('actor'), { ...q, limit: q.limit ?? q.ids.length }));
    })
    .get('/:collection', (c) => {
      const policy = policyFor(c.req.param('collection'));
      const q = listQueryOf(c);
      if (q.id) return c.json({ item: getRow(deps.db, policy, c.get('actor'), q.id, q.select) });
      return c.json(listRows(deps.db, policy, c.get('actor'), q));
    })
    .post('/:collection', async (c) => {
      const [item] = createRows(ctx(c), policyFor(c.req.param('collection')), [await jsonBody(c)]);
      return c.json({ docId: item!.id, item }, 201);
    })
    .put('/:collection', async (c) => c.json({ item: updateRow(ctx(c), policyFor(c.req.param('collection')), await jsonBody(c)) }))
    .delete('/:collection', (c) => {
      const id = c.req.query('id');
      if (!id) throw fail('bad_request', 'id is required');
      deleteRow(ctx(c), policyFor(c.req.param('collection')), id);
      return c.json({ deleted: id });
    });

  return { tables, content, store };
}

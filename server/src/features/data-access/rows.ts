import {
  courseWriteRefusal,
  type Filter,
  PathcraftError,
  type ListQuery,
  type ListResult,
  recordExists,
  recordNotFound,
} from '@pathcraft/sdk';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { driverErrorOf } from '../../db/driver-error.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { newId } from '../../platform/ids.ts';
import { workSlices, yieldToRequests } from '../../platform/yield-to-requests.ts';
import { auditDetailsOf, auditLabelOf, recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { type Access, checkFields, orgCondition, resolveAccess } from './access.ts';
import { filterSql } from './filters.ts';
import { gatedRowsCondition } from './gated-rows.ts';
import { columnsOf, DEFAULT_LIMIT, MAX_LIMIT, type TablePolicy } from './policy.ts';
import { listPagesOf } from './list-pages.ts';
import type { OrderTerm, PageRead, TextSearchPlan } from './read-page-types.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { textSearchMatch } from '../../db/text-search.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';
import { fail, isZodError } from '../../platform/errors.ts';

type Row = Record<string, unknown>;
export interface WriteCtx {
  db: Db;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
  /** The platform's public URL, for sanitize hooks that keep links to its own files. */
  platformOrigin?: string;
}

const sanitized = (ctx: WriteCtx, policy: TablePolicy, input: Row): Row =>
  policy.sanitize ? policy.sanitize(input, { platformOrigin: ctx.platformOrigin ?? null }) : input;

function project(policy: TablePolicy, access: Access, row: Row, select?: readonly string[]): Row {
  const keys = select?.length ? ['id', ...select.filter((k) => k !== 'id')] : [...access.fields];
  const out: Row = {};
  for (const k of keys) if (access.fields.has(k)) out[k] = row[k];
  if (policy.derive && !select?.length) Object.assign(out, policy.derive(row));
  return out;
}

/** How a raw SQLite value becomes the API's value, per column type: an expression on `raw`. */
function decodeExpression(col: SQLiteColumn, raw: string): string {
  if (col.dataType === 'json') return `(${raw} == null ? null : JSON.parse(${raw}))`;
  if (col.dataType === 'boolean') return `(${raw} == null ? null : Boolean(${raw}))`;
  return raw;
}

type RowOf = (values: unknown[]) => Row;
/** Per table and column list. Bounded: `select` lets a caller ask for any subset of the fields. */
const rowMakers = new Map<string, RowOf>();
const ROW_MAKERS_MAX = 256;

/**
 * A function that turns a statement's array of values into the row object, built once per column
 * list as one object literal (issue 29 goal 2). Adding the keys one at a time in a loop cost about a
 * fifth more per 200-row list, in building the objects and in JSON.stringify reading them: the
 * literal gives every row one fixed shape. The code is made only from the table's own column names
 * (each one a JSON string literal) and their types, never from a value.
 */
function rowMaker(table: string, keys: readonly string[], cols: Record<string, SQLiteColumn>): RowOf {
  const name = `${table}\u0000${keys.join('\u0000')}`;
  let make = rowMakers.get(name);
  if (make) return make;
  const fields = keys.map((key, i) => {
    const col = cols[key];
    if (!col) throw new Error(`${table} has no column ${key}`);
    return `${JSON.stringify(key)}: ${decodeExpression(col, `v[${i}]`)}`;
  });
  make = new Function('v', `return { ${fields.join(', ')} };`) as RowOf;
  if (rowMakers.size >= ROW_MAKERS_MAX) rowMakers.clear();
  rowMakers.set(name, make);
  return make;
}

/**
 * A page and its total. Reads only the columns asked for, as arrays, and decodes them here:
 * building wide row objects is the costly part of a list, and arrays skip it.
 */
async function readRows(
  db: Db,
  policy: TablePolicy,
  keys: readonly string[],
  filter: Pick<PageRead, 'where' | 'search'>,
  order: readonly OrderTerm[],
  limit: number,
  offset: number,
  narrow: boolean,
  searched: boolean,
): Promise<{ rows: Row[]; total: number }> {
  const cols = columnsOf(policy);
  const selection = Object.fromEntries(keys.map((k) => [k, cols[k]!]));
  const { rows, total } = await listPagesOf(db).readPageAndTotal(
    { table: policy.table, id: cols.id!, selection, ...filter, order, limit, offset, narrow },
    searched,
  );
  const rowOf = rowMaker(policy.name, keys, cols);
  return { rows: rows.map((values) => rowOf(values)), total };
}

/**
 * The policy's default order, when the caller may see its field: a visitor
 * who did not ask for an order must not be refused over one (public page
 * links are ordered by a createdAt they can't see); they get id order.
 */
function defaultOrderFor(policy: TablePolicy, access: Access): { field: string; direction: 'asc' | 'desc' }[] {
  const field = policy.defaultOrder.replace(/^-/, '');
  return access.fields.has(field) ? [{ field, direction: policy.defaultOrder.startsWith('-') ? 'desc' : 'asc' }] : [];
}

/** The searches' plan through the text index, when at least one of them can use it (orderedSearchPage in read-page.ts, orderedSearchPagePg in read-page-pg.ts). */
function textSearchPlan(
  db: Db,
  cols: Record<string, SQLiteColumn>,
  searches: Filter[],
  base: SQL | undefined,
): TextSearchPlan | undefined {
  if (!searches.length) return undefined;
  const matches = searches
    .map((f) => textSearchMatch(cols[f.field]!, likePattern(f.value)))
    .filter((m) => m !== undefined);
  if (!matches.length) return undefined;
  return {
    match: matches.join(' AND '),
    base,
    test: and(...searches.map((f) => filterSql(cols[f.field]!, f, db.capabilities, false)))!,
  };
}

/**
 * Lists rows the caller may see, with filters, order, selection and paging (docs/rules.md#data-access-api).
 * `openedLinkId`: the page link whose access code the request proves (gated tables).
 */
export async function listRows(
  db: Db,
  policy: TablePolicy,
  actor: Actor,
  q: ListQuery,
  openedLinkId: string | null = null,
): Promise<ListResult<Row>> {
  const access = resolveAccess(policy, actor, 'read', db.capabilities.jsonSql);
  if (policy.requiresFilter && !q.id && !q.ids?.length && !q.orgId && !q.filters.length)
    throw fail('bad_request', policy.requiresFilter);
  if (access.requiresId && !q.id && !q.ids?.length)
    throw fail('unauthorized', `Sign in to list ${policy.name}; without signing in, ask for one by id.`);
  const cols = columnsOf(policy);
  checkFields(policy, access, q.select ?? [], 'selected');
  checkFields(
    policy,
    access,
    q.filters.map((f) => f.field),
    'filtered',
  );
  checkFields(
    policy,
    access,
    (q.order ?? []).map((o) => o.field),
    'ordered by',
  );
  const order = q.order ?? defaultOrderFor(policy, access);

  const conditions: (SQL | undefined)[] = [
    access.where,
    await gatedRowsCondition(db, policy, actor, access, q.id ? [q.id] : (q.ids ?? []), openedLinkId),
  ];
  if (q.id) conditions.push(eq(cols.id!, q.id));
  if (q.ids?.length) conditions.push(inArray(cols.id!, q.ids));
  if (q.orgId) {
    if (policy.org === 'none') throw fail('bad_request', `${policy.name} does not belong to organizations; drop orgId`);
    if (actor.kind === 'user')
      actingOrg(actor, q.orgId, { refusal: "You can only read your own organization's data." });
    conditions.push(orgCondition(policy, q.orgId));
  }
  const searches = q.filters.filter((f) => f.op === 'ilike');
  for (const f of q.filters) if (f.op !== 'ilike') conditions.push(filterSql(cols[f.field]!, f, db.capabilities));
  const base = and(...conditions);
  const where = searches.length
    ? and(base, ...searches.map((f) => filterSql(cols[f.field]!, f, db.capabilities)))
    : base;

  const limit = Math.min(q.limit ?? policy.defaultLimit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const page = q.page ?? 1;
  const keys = q.select?.length ? ['id', ...q.select.filter((k) => k !== 'id')] : [...access.fields];
  const orderTerms = order.map((o) => ({ col: cols[o.field]!, direction: o.direction }));
  const { rows, total } = await readRows(
    db,
    policy,
    keys,
    { where, search: textSearchPlan(db, cols, searches, base) },
    orderTerms,
    limit,
    (page - 1) * limit,
    q.filters.length > 0,
    searches.length > 0,
  );
  const rangeFrom = (page - 1) * limit;
  return {
    items: policy.derive && !q.select?.length ? rows.map((r) => Object.assign(r, policy.derive!(r))) : rows,
    total,
    limit,
    page,
    rangeFrom,
    rangeTo: rows.length ? rangeFrom + rows.length - 1 : rangeFrom,
  };
}

/** One row by id, or 404 when it does not exist or is outside the caller's reach. */
export async function getRow(
  db: Db,
  policy: TablePolicy,
  actor: Actor,
  id: string,
  select?: string[],
  openedLinkId: string | null = null,
): Promise<Row> {
  const result = await listRows(db, policy, actor, { id, select, filters: [], limit: 1 }, openedLinkId);
  const row = result.items[0];
  if (!row) throw fail('not_found', recordNotFound(policy.name));
  return row;
}

function parseWrite(policy: TablePolicy, body: unknown, partial: boolean): Row {
  if (!policy.schema) throw fail('forbidden', `${policy.name} can't be changed through this API.`);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail('bad_request', 'The body must be a JSON object.');
  const { id: _id, ...fields } = body as Row;
  const link = Object.keys(fields).find((k) => policy.links?.includes(k));
  if (link) throw fail('forbidden', `'${link}' links an identity and can't be written through this API.`);
  const createOnly = partial ? Object.keys(fields).find((k) => policy.createOnly?.fields.includes(k)) : undefined;
  if (createOnly) throw fail('forbidden', policy.createOnly!.message);
  const known = policy.schema.shape;
  const unknown = Object.keys(fields).filter((k) => !(k in known));
  if (unknown.length) {
    const server = unknown.filter((k) => policy.serverFields?.includes(k) || k === 'createdAt' || k === 'updatedAt');
    if (server.length) throw fail('bad_request', `Field '${server[0]}' is set by the server and can't be written`);
    throw fail('bad_request', `Unknown field '${unknown[0]}' on ${policy.name}`);
  }
  const schema = (partial ? policy.schema.partial() : policy.schema) as z.ZodObject<z.ZodRawShape>;
  return schema.parse(fields) as Row;
}

/** Users flagged courseReadOnly change no class, section or cohort (docs/rules.md#courses-and-cohorts). */
function checkCourseWrite(policy: TablePolicy, actor: Actor): void {
  if (!policy.courseContent || actor.kind !== 'user') return;
  const refusal = courseWriteRefusal(actor);
  if (refusal) throw fail('forbidden', refusal);
}

function checkWritable(policy: TablePolicy, access: Access, input: Row): void {
  if (!access.writable) return;
  const refused = Object.keys(input).find((k) => !access.writable!.has(k));
  if (refused) throw fail('forbidden', `You can't change '${refused}' on ${policy.name}.`);
}

function placeInOrg(policy: TablePolicy, access: Access, actor: Actor, input: Row): void {
  if (access.isSuper || policy.org === 'none') return;
  const col = policy.org.column;
  if (!col) return;
  input[col] = actingOrg(actor, input[col] as string | undefined, {
    refusal: "You can only write your own organization's data.",
  });
}

/** The column a unique index refused: SQLite names it in its message ('… users.email'), PostgreSQL in its detail ('Key (email)=(…)'). */
function uniqueFieldOf(driverError: { code?: unknown; message?: unknown; detail?: unknown }): string | undefined {
  if (String(driverError.code).startsWith('SQLITE_CONSTRAINT'))
    return /\.(\w+)$/.exec(String(driverError.message ?? ''))?.[1];
  return /Key \(\W*(\w+)/.exec(String(driverError.detail ?? ''))?.[1];
}

/**
 * Runs a write; a unique index's refusal (SQLite's constraint, PostgreSQL's 23505) answers 409 with a
 * sentence naming the field ('An organization with this slug already exists.'), and the field in details.
 */
async function unique<T>(run: () => Promise<T>, policy: TablePolicy, inputs: readonly Row[]): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof PathcraftError || isZodError(err)) throw err;
    const driverError = driverErrorOf(err) as { code?: unknown; message?: unknown; detail?: unknown } | null;
    const code = typeof driverError?.code === 'string' ? driverError.code : '';
    if (driverError && (code.startsWith('SQLITE_CONSTRAINT') || code === '23505')) {
      const field = uniqueFieldOf(driverError);
      const value = field ? inputs.find((input) => input[field] !== undefined)?.[field] : undefined;
      const message = recordExists(policy.name, field, value);
      throw fail('conflict', message, field ? { fields: { [field]: message } } : undefined);
    }
    throw err;
  }
}

/**
 * create-many: at most this many records, or this many milliseconds (sanitizing a long body can take a
 * millisecond on a busy machine), checked between two yields; and rows per INSERT statement.
 */
const YIELD_EVERY_RECORDS = 25;
const YIELD_EVERY_MS = 4;
const INSERT_ROWS_PER_STATEMENT = 50;

/**
 * Multi-row INSERT … RETURNING statements of one transaction, each built once per shape and run with
 * the rows' values bound: Drizzle spends about as long building a 50-row statement (450 parameters)
 * as SQLite spends running it, and every statement of create-many holds the event loop. A shape is the
 * row count and, per row and column, whether the value is absent (the column's default), null, or given.
 * Built from the transaction (`tx`), so on PostgreSQL too the statement runs inside it. The schema has no
 * runtime defaults (`$defaultFn`: db/schema/dialect.ts refuses them), so a default built into a statement
 * is the same for every row that reuses it.
 */
function multiRowInserts(tx: Tx, table: TablePolicy['table']) {
  const columns = Object.keys(getTableColumns(table));
  const statements = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  const kindOf = (value: unknown) => (value === undefined ? 'a' : value === null ? 'n' : 'v');
  return {
    async insert(rows: readonly Row[]): Promise<Row[]> {
      const shape = rows.map((row) => columns.map((column) => kindOf(row[column])).join('')).join('|');
      let statement = statements.get(shape);
      if (!statement) {
        const placeholders = rows.map((row, i) => {
          const values: Row = {};
          for (const column of columns) {
            const value = row[column];
            if (value !== undefined) values[column] = value === null ? null : sql.placeholder(`${i}.${column}`);
          }
          return values;
        });
        statement = tx
          .insert(table)
          .values(placeholders as never)
          .returning()
          .prepare();
        statements.set(shape, statement);
      }
      const bound: Record<string, unknown> = {};
      rows.forEach((row, i) => {
        for (const column of columns) if (row[column] != null) bound[`${i}.${column}`] = row[column];
      });
      return (await statement.execute(bound)) as Row[];
    },
  };
}

/** Creates rows in one transaction: all of them, or none. */
export async function createRows(ctx: WriteCtx, policy: TablePolicy, bodies: unknown[]): Promise<Row[]> {
  const access = resolveAccess(policy, ctx.actor, 'write');
  checkCourseWrite(policy, ctx.actor);
  const prepared: Row[] = [];
  const slice = workSlices(YIELD_EVERY_MS, YIELD_EVERY_RECORDS);
  for (const [index, body] of bodies.entries()) {
    // Checking and sanitizing 500 records takes long: other requests are answered in between.
    if (index > 0) await slice();
    // Placing the row in the caller's organization first lets the schema's required orgId pass.
    const raw = { ...(body as Row) };
    if (!access.isSuper && policy.org !== 'none' && policy.org.column && raw[policy.org.column] === undefined)
      raw[policy.org.column] = access.orgId;
    const input = sanitized(ctx, policy, parseWrite(policy, raw, false));
    checkWritable(policy, access, input);
    placeInOrg(policy, access, ctx.actor, input);
    if (ctx.actor.kind === 'user') await policy.guardWrite?.(ctx.actor, input, null, ctx.db, ctx.now);
    const requestedId = (body as Row).id;
    if (requestedId !== undefined && (typeof requestedId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(requestedId))) {
      throw fail('bad_request', 'id must be 1-64 letters, digits, _ or -');
    }
    prepared.push({ id: (requestedId as string | undefined) ?? newId(), ...input });
  }
  const stamp = ctx.now.toISOString();
  return unique(
    () =>
      // A few multi-row statements keep the transaction, which holds the database's write lock, short;
      // between them the event loop serves other requests (their database work waits for the commit).
      ctx.db.transaction(async (tx) => {
        const created: Row[] = [];
        const inserts = multiRowInserts(tx, policy.table);
        for (let start = 0; start < prepared.length; start += INSERT_ROWS_PER_STATEMENT) {
          if (start > 0) await yieldToRequests();
          const batch = prepared.slice(start, start + INSERT_ROWS_PER_STATEMENT);
          const inserted = await inserts.insert(
            batch.map((values) => ({ ...values, createdAt: stamp, updatedAt: stamp })),
          );
          // RETURNING's order is not promised: rows are matched to their input by id.
          const byId = new Map(inserted.map((row) => [row.id, row]));
          for (const values of batch) {
            const row = byId.get(values.id)!;
            await policy.afterWrite?.(tx, row);
            if (policy.audit) {
              await recordAuditEvent(
                tx,
                ctx.actor,
                ctx.meta,
                {
                  action: `${policy.name}.create`,
                  entity: policy.name,
                  entityId: row.id as string,
                  orgId: orgOf(policy, row),
                  details: { ...auditDetailsOf(values), label: auditLabelOf(row) },
                  after: row,
                },
                ctx.now,
              );
            }
            created.push(project(policy, access, row));
          }
        }
        return created;
      }),
    policy,
    prepared,
  );
}

function orgOf(policy: TablePolicy, row: Row): string | null {
  if (policy.org === 'none') return null;
  return (policy.org.column ? (row[policy.org.column] as string | null) : null) ?? null;
}

/** Updates one row by id with only the fields sent. */
export async function updateRow(ctx: WriteCtx, policy: TablePolicy, body: unknown): Promise<Row> {
  const id = (body as Row | null)?.id;
  if (typeof id !== 'string' || !id) throw fail('bad_request', 'id is required');
  const access = resolveAccess(policy, ctx.actor, 'write');
  checkCourseWrite(policy, ctx.actor);
  const changes = sanitized(ctx, policy, parseWrite(policy, body, true));
  if (!Object.keys(changes).length) throw fail('bad_request', 'Send at least one field to change.');
  checkWritable(policy, access, changes);
  const cols = columnsOf(policy);
  return unique(
    () =>
      ctx.db.transaction(async (tx) => {
        // Locked: the policy's checks (signed, periods, ranks) hold until the write; a parallel change waits, then checks what this one left.
        const existing = (await first(
          forUpdate(
            tx
              .select()
              .from(policy.table)
              .where(and(eq(cols.id!, id), access.where)),
          ),
        )) as Row | undefined;
        if (!existing) throw fail('not_found', recordNotFound(policy.name));
        if (
          policy.org !== 'none' &&
          policy.org.column &&
          changes[policy.org.column] !== undefined &&
          changes[policy.org.column] !== existing[policy.org.column]
        ) {
          throw fail('forbidden', "You can't move a record to another organization.");
        }
        if (ctx.actor.kind === 'user') await policy.guardWrite?.(ctx.actor, changes, existing, tx, ctx.now);
        const row = (await first(
          tx
            .update(policy.table)
            .set({ ...changes, updatedAt: ctx.now.toISOString() } as never)
            .where(eq(cols.id!, id))
            .returning(),
        )) as Row;
        await policy.afterWrite?.(tx, row);
        if (policy.audit) {
          await recordAuditEvent(
            tx,
            ctx.actor,
            ctx.meta,
            {
              action: `${policy.name}.update`,
              entity: policy.name,
              entityId: id,
              orgId: orgOf(policy, row),
              details: { ...auditDetailsOf(changes), label: auditLabelOf(row) },
              before: existing,
              after: row,
            },
            ctx.now,
          );
        }
        return project(policy, access, row);
      }),
    policy,
    [changes],
  );
}

/** Deletes one row by id; answers the removed row (for the policy's afterRemove). */
export async function deleteRow(ctx: WriteCtx, policy: TablePolicy, id: string): Promise<Row> {
  const access = resolveAccess(policy, ctx.actor, 'remove');
  checkCourseWrite(policy, ctx.actor);
  const cols = columnsOf(policy);
  return await ctx.db.transaction(async (tx) => {
    const existing = (await first(
      forUpdate(
        tx
          .select()
          .from(policy.table)
          .where(and(eq(cols.id!, id), access.where)),
      ),
    )) as Row | undefined;
    if (!existing) throw fail('not_found', recordNotFound(policy.name));
    await policy.guardRemove?.(tx, existing, ctx.actor);
    await tx.delete(policy.table).where(eq(cols.id!, id));
    if (policy.audit)
      await recordAuditEvent(
        tx,
        ctx.actor,
        ctx.meta,
        {
          action: `${policy.name}.delete`,
          entity: policy.name,
          entityId: id,
          orgId: orgOf(policy, existing),
          details: { label: auditLabelOf(existing) },
          before: existing,
          after: null,
        },
        ctx.now,
      );
    return existing;
  });
}

export type { SQLiteColumn };

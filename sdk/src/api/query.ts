/**
 * The list query of the data-access API: `id, ids, orgId, order, select,
 * limit, page` and filters `f.{field}[{op}]=value`. Shared by the typed client
 * (to write) and the server (to read), so both agree on one syntax.
 */
export const FILTER_OPS = ['eq', 'is', '!is', 'ilike', 'gt', 'lt', 'in', 'ov', '!ov'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  field: string;
  op: FilterOp;
  value: string;
}

export interface ListQuery {
  id?: string;
  ids?: string[];
  orgId?: string;
  order?: { field: string; direction: 'asc' | 'desc' }[];
  select?: string[];
  limit?: number;
  page?: number;
  filters: Filter[];
}

export interface ListResult<T> {
  items: T[];
  total: number;
  limit?: number;
  page?: number;
  rangeFrom?: number;
  rangeTo?: number;
}

/** Bounds page and limit so paging arithmetic (offset = (page - 1) * limit) stays exact and SQLite accepts it. */
export const MAX_PAGE_OR_LIMIT = 1_000_000;

const FILTER_KEY = /^f\.([A-Za-z_][A-Za-z0-9_]*)\[(!?[a-z]+)\]$/;

export class QuerySyntaxError extends Error {}

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads a query string (or URLSearchParams) into a ListQuery; throws QuerySyntaxError on bad syntax. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const query: ListQuery = { filters: [] };
  for (const [key, value] of params) {
    if (key.startsWith('f.')) {
      const m = FILTER_KEY.exec(key);
      if (!m) throw new QuerySyntaxError(`Bad filter '${key}': use f.{field}[{op}]`);
      const op = m[2] as FilterOp;
      if (!FILTER_OPS.includes(op))
        throw new QuerySyntaxError(`Unknown filter operator '${m[2]}' (use one of ${FILTER_OPS.join(', ')})`);
      query.filters.push({ field: m[1]!, op, value });
      continue;
    }
    switch (key) {
      case 'id':
        query.id = value;
        break;
      case 'ids':
        query.ids = list(value);
        break;
      case 'orgId':
        query.orgId = value;
        break;
      case 'select':
        query.select = list(value);
        break;
      case 'order':
        query.order = list(value).map((part) => {
          const [field, dir] = part.split('.') as [string, string | undefined];
          const desc = field.startsWith('-') || dir === 'desc';
          if (dir && dir !== 'asc' && dir !== 'desc')
            throw new QuerySyntaxError(`Bad order '${part}': use field, -field or field.desc`);
          return { field: field.replace(/^-/, ''), direction: desc ? 'desc' : 'asc' };
        });
        break;
      case 'limit':
      case 'page': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_OR_LIMIT)
          throw new QuerySyntaxError(`'${key}' must be a whole number from 1 to ${MAX_PAGE_OR_LIMIT}`);
        query[key] = n;
        break;
      }
      default:
        // Unknown plain parameters (cache busters, tracking) are ignored.
        break;
    }
  }
  return query;
}

/** Writes a ListQuery as URLSearchParams, the inverse of parseListQuery. */
export function toSearchParams(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.id) params.set('id', query.id);
  if (query.ids?.length) params.set('ids', query.ids.join(','));
  if (query.orgId) params.set('orgId', query.orgId);
  if (query.order?.length)
    params.set('order', query.order.map((o) => (o.direction === 'desc' ? `-${o.field}` : o.field)).join(','));
  if (query.select?.length) params.set('select', query.select.join(','));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.page) params.set('page', String(query.page));
  for (const f of query.filters ?? []) params.append(`f.${f.field}[${f.op}]`, f.value);
  return params;
}

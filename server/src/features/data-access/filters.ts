import type { Filter } from '@pathcraft/sdk';
import { eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DatabaseCapabilities } from '../../db/capabilities.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { fail } from '../../platform/errors.ts';

type Kind = 'string' | 'number' | 'boolean' | 'json';

export function kindOf(col: SQLiteColumn): Kind {
  const t = col.dataType;
  return t === 'number' || t === 'boolean' || t === 'json' ? t : 'string';
}

/** Turns a query-string value into the column's type, or refuses with a message naming the filter. */
export function coerce(col: SQLiteColumn, raw: string, label: string): string | number | boolean {
  switch (kindOf(col)) {
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || Number.isNaN(n)) throw fail('bad_request', `${label}: '${raw}' is not a number`);
      return n;
    }
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw fail('bad_request', `${label}: use true or false`);
    default:
      return raw;
  }
}

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * One filter `f.field[op]=value` as SQL on its column. `textIndex: false` writes an ilike as a
 * plain test of each row, for a plan that finds the rows another way (read-page.ts orderedSearchPage).
 */
export function filterSql(
  col: SQLiteColumn,
  f: Filter,
  { jsonSql, textSearch }: Pick<DatabaseCapabilities, 'jsonSql' | 'textSearch'>,
  textIndex = true,
): SQL {
  const label = `f.${f.field}[${f.op}]`;
  const kind = kindOf(col);
  if (kind === 'json' && !['ov', '!ov', 'is', '!is'].includes(f.op)) {
    throw fail('bad_request', `${label}: '${f.field}' is a list; filter it with ov or !ov`);
  }
  switch (f.op) {
    case 'eq':
      return eq(col, coerce(col, f.value, label));
    case 'gt':
      return gt(col, coerce(col, f.value, label));
    case 'lt':
      return lt(col, coerce(col, f.value, label));
    case 'in': {
      const values = list(f.value).map((v) => coerce(col, v, label));
      if (!values.length) throw fail('bad_request', `${label}: give a comma-separated list`);
      return inArray(col, values);
    }
    case 'is':
    case '!is': {
      const v = f.value.toLowerCase();
      const negate = f.op === '!is';
      if (v === 'null') return negate ? isNotNull(col) : isNull(col);
      if ((v === 'true' || v === 'false') && kind === 'boolean') return jsonSql.booleanIs(col, v === 'true', negate);
      throw fail('bad_request', `${label}: use null${kind === 'boolean' ? ', true or false' : ''}`);
    }
    case 'ilike': {
      if (kind !== 'string') throw fail('bad_request', `${label}: ilike works on text fields`);
      const pattern = likePattern(f.value);
      return textIndex ? textSearch.like(col, pattern) : textSearch.plainLike(col, pattern);
    }
    case 'ov':
    case '!ov': {
      if (kind !== 'json') throw fail('bad_request', `${label}: ov and !ov work on list fields`);
      const values = list(f.value);
      if (!values.length) throw fail('bad_request', `${label}: give a comma-separated list`);
      return f.op === 'ov' ? jsonSql.listHasAny(col, values) : sql`NOT ${jsonSql.listHasAny(col, values)}`;
    }
  }
}

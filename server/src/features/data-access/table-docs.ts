import { FILTER_OPS, type FilterOp } from '@pathcraft/sdk';
import { kindOf } from './filters.ts';
import { allPolicies } from './policies/index.ts';
import { columnsOf, DEFAULT_LIMIT, MAX_LIMIT, type TablePolicy } from './policy.ts';

/** The ops filterSql accepts on each kind of column (filters.test asserts they agree). */
export const OPS_BY_KIND: Record<ReturnType<typeof kindOf>, readonly FilterOp[]> = {
  string: ['eq', 'is', '!is', 'ilike', 'gt', 'lt', 'in'],
  number: ['eq', 'is', '!is', 'gt', 'lt', 'in'],
  boolean: ['eq', 'is', '!is', 'in'],
  json: ['ov', '!ov', 'is', '!is'],
};

export interface TableDoc {
  /** Each field a caller with full read access may select, order by and filter, with its ops. */
  fields: Record<string, { type: string; ops: readonly FilterOp[] }>;
  defaultOrder: string;
  defaultLimit: number;
  maxLimit: number;
  /** What an organization API key may read: 'org' every row of its organization, 'public' its public rows. */
  apiKeys: 'org' | 'public' | 'none';
  /** Roles (besides superAdmin) that may read, write, delete. */
  read: readonly string[];
  write: readonly string[];
  public: readonly string[] | null;
}

export function tableDoc(policy: TablePolicy): TableDoc {
  const hidden = new Set(policy.hidden ?? []);
  const fields: TableDoc['fields'] = {};
  for (const [name, col] of Object.entries(columnsOf(policy))) {
    if (hidden.has(name)) continue;
    const kind = kindOf(col);
    fields[name] = { type: kind === 'json' ? 'list' : kind, ops: OPS_BY_KIND[kind] };
  }
  return {
    fields,
    defaultOrder: policy.defaultOrder,
    defaultLimit: policy.defaultLimit ?? DEFAULT_LIMIT,
    maxLimit: MAX_LIMIT,
    apiKeys: policy.apiKeys ?? 'none',
    read: policy.read,
    write: policy.write,
    public: policy.public?.fields ?? null,
  };
}

/** Every table of the data-access API by name: the `x-tables` of its OpenAPI operations. */
export function tableDocs(): Record<string, TableDoc> {
  return Object.fromEntries(allPolicies().map((p) => [p.name, tableDoc(p)]));
}

/** The free-form `f.{field}[{op}]` parameters as one OpenAPI query parameter (form style, exploded). */
export const FILTERS_PARAMETER = {
  name: 'filters',
  in: 'query',
  style: 'form',
  explode: true,
  description: `Filters as \`f.{field}[{op}]=value\`, ops ${FILTER_OPS.join(', ')}. Fields and ops per table: x-tables. Example: f.parentType[eq]=resourceGroup&f.name[ilike]=safety`,
  schema: {
    type: 'object',
    propertyNames: { pattern: '^f\\.[A-Za-z_][A-Za-z0-9_]*\\[!?[a-z]+\\]$' },
    additionalProperties: { type: 'string' },
  },
} as const;

import { FILTER_OPS } from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import { PathcraftError } from '@pathcraft/sdk';
import { sqliteJsonSql } from '../../db/json-sql.ts';
import { sqliteTextSearch } from '../../db/text-search.ts';
import { filterSql, kindOf } from './filters.ts';
import { findPolicy } from './policies/index.ts';
import { columnsOf } from './policy.ts';
import { OPS_BY_KIND, tableDoc, tableDocs } from './table-docs.ts';

/** The documented ops of each kind of column are the ops filterSql takes: the document can't promise what the server refuses. */
describe('the filters the OpenAPI document describes', () => {
  const resources = columnsOf(findPolicy('resources')!);
  const documents = columnsOf(findPolicy('documents')!);
  const sample = { string: resources.name!, number: documents.pageNumber!, json: documents.metadata! };
  const valueFor = (op: string) =>
    op === 'is' || op === '!is' ? 'null' : op === 'in' || op === 'ov' || op === '!ov' ? '1,2' : '1';

  it.each(Object.entries(sample))('accepts every documented op on a %s column and refuses the others', (kind, col) => {
    expect(kindOf(col)).toBe(kind);
    const documented = OPS_BY_KIND[kind as keyof typeof OPS_BY_KIND];
    for (const op of FILTER_OPS) {
      const run = () =>
        filterSql(
          col,
          { field: col.name, op, value: valueFor(op) },
          { jsonSql: sqliteJsonSql, textSearch: sqliteTextSearch },
        );
      if (documented.includes(op)) expect(run, `${kind} ${op}`).not.toThrow();
      else if (kind !== 'string' || op === 'ov' || op === '!ov') expect(run, `${kind} ${op}`).toThrow(PathcraftError);
    }
  });

  it('lists the explorer tables with their fields, ops, default order and key access', () => {
    expect(tableDoc(findPolicy('documents')!)).toMatchObject({
      defaultOrder: 'createdAt',
      defaultLimit: 20,
      maxLimit: 3000,
      apiKeys: 'org',
      fields: {
        refId: { type: 'string', ops: expect.arrayContaining(['eq', 'in', 'is']) },
        metadata: { type: 'list' },
        pageNumber: { type: 'number' },
      },
    });
    expect(tableDoc(findPolicy('resources')!)).toMatchObject({
      defaultOrder: 'name',
      fields: {
        parentId: { ops: expect.arrayContaining(['eq', 'is']) },
        parentType: { ops: expect.arrayContaining(['eq']) },
      },
    });
    expect(tableDoc(findPolicy('resourceGroups')!).defaultOrder).toBe('title');
  });

  it('never lists a hidden field', () => {
    for (const [name, doc] of Object.entries(tableDocs())) {
      for (const hidden of findPolicy(name)!.hidden ?? [])
        expect(doc.fields, `${name}.${hidden}`).not.toHaveProperty(hidden);
    }
  });
});

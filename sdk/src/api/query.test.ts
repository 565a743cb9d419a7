import { describe, expect, it } from 'vitest';
import { parseListQuery, QuerySyntaxError, toSearchParams } from './query.ts';

const parse = (qs: string) => parseListQuery(new URLSearchParams(qs));

describe('parseListQuery', () => {
  it.each([
    ['f.orgId[eq]=o1', { filters: [{ field: 'orgId', op: 'eq', value: 'o1' }] }],
    ['f.role[!ov]=student,teacher', { filters: [{ field: 'role', op: '!ov', value: 'student,teacher' }] }],
    [
      'f.testUser[is]=true&f.name[ilike]=%25ann%25',
      {
        filters: [
          { field: 'testUser', op: 'is', value: 'true' },
          { field: 'name', op: 'ilike', value: '%ann%' },
        ],
      },
    ],
    ['ids=a,b,,c&limit=5&page=2', { filters: [], ids: ['a', 'b', 'c'], limit: 5, page: 2 }],
    [
      'order=-createdAt,name',
      {
        filters: [],
        order: [
          { field: 'createdAt', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
      },
    ],
    [
      'order=title.desc&select=id,title',
      { filters: [], order: [{ field: 'title', direction: 'desc' }], select: ['id', 'title'] },
    ],
    ['id=x&orgId=o&_=123', { filters: [], id: 'x', orgId: 'o' }],
  ])('%s', (qs, expected) => {
    expect(parse(qs)).toEqual(expected);
  });

  it.each([
    ['f.name[like]=x', "Unknown filter operator 'like'"],
    ['f.name=x', "Bad filter 'f.name'"],
    ['f.na-me[eq]=x', "Bad filter 'f.na-me[eq]'"],
    ['limit=0', "'limit' must be a whole number from 1 to 1000000"],
    ['page=1.5', "'page' must be a whole number from 1 to 1000000"],
    ['page=1e20', "'page' must be a whole number from 1 to 1000000"],
    ['limit=9007199254740993', "'limit' must be a whole number from 1 to 1000000"],
    ['page=', "'page' must be a whole number from 1 to 1000000"],
    ['order=name.up', "Bad order 'name.up'"],
  ])('refuses %s', (qs, message) => {
    expect(() => parse(qs)).toThrow(QuerySyntaxError);
    expect(() => parse(qs)).toThrow(message);
  });

  it('round-trips through toSearchParams', () => {
    const q = parse('ids=a,b&order=-createdAt&select=id&limit=3&page=2&f.role[ov]=admin&f.orgId[eq]=o1');
    expect(parseListQuery(toSearchParams(q))).toEqual(q);
  });
});

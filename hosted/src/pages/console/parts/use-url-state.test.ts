// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { urlPage, urlValues } from './use-url-state.ts';

describe('list filters in the address', () => {
  it.each([
    { search: '', values: { q: '', role: '' } },
    { search: '?q=ada', values: { q: 'ada', role: '' } },
    { search: '?q=ada%20l&role=teacher&other=x', values: { q: 'ada l', role: 'teacher' } },
  ])('values of $search', ({ search, values }) => {
    expect(urlValues(['q', 'role'] as const, new URLSearchParams(search))).toEqual(values);
  });

  it.each([
    { search: '', page: 1 },
    { search: '?page=3', page: 3 },
    { search: '?page=0', page: 1 },
    { search: '?page=-2', page: 1 },
    { search: '?page=abc', page: 1 },
  ])('page of $search is $page', ({ search, page }) => {
    expect(urlPage(new URLSearchParams(search))).toBe(page);
  });
});

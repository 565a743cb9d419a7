import { describe, expect, it } from 'vitest';
import { readAssistantQuery } from './assistant-query.ts';

describe('readAssistantQuery', () => {
  it.each([
    [
      '?integrationId=demo-assistant',
      { integrationId: 'demo-assistant', originDomain: undefined, ecosystem: 'external' },
    ],
    [
      '?integrationId=a&originDomain=https%3A%2F%2Fwww.example.org&ecosystem=internal',
      { integrationId: 'a', originDomain: 'https://www.example.org', ecosystem: 'internal' },
    ],
    ['?integrationId=&ecosystem=', { integrationId: undefined, originDomain: undefined, ecosystem: 'external' }],
    ['', { integrationId: undefined, originDomain: undefined, ecosystem: 'external' }],
  ])('%s', (search, query) => expect(readAssistantQuery(search)).toEqual(query));
});

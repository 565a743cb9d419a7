import { describe, expect, it } from 'vitest';
import {
  curlSnippet,
  endpointsOf,
  failureLines,
  fetchSnippet,
  type OpenApiDocument,
  problemsOf,
  requestUrl,
  resolveRefs,
  responseSchemaOf,
} from './explorer-model.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Pathcraft API', version: '1' },
  paths: {
    '/v1/api/content/resources': {
      get: {
        summary: 'Resources',
        parameters: [
          { name: 'f.parentId[eq]', in: 'query', description: 'Parent', schema: { type: 'string' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 20, maximum: 3000, default: 1000 } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Resource' } } },
                },
              },
            },
          },
        },
      },
    },
    '/v1/api/actions/create-public-url': {
      get: { summary: 'Public URL', parameters: [{ name: 'url', in: 'query', schema: { type: 'string' } }] },
    },
  },
  components: { schemas: { Resource: { type: 'object', properties: { id: { type: 'string' } } } } },
};

describe('the explorer model', () => {
  it('offers the endpoints of each tab that the document has, paging fields first', () => {
    const [resources] = endpointsOf(doc, 'content');
    expect(endpointsOf(doc, 'content').map((e) => e.id)).toEqual(['resources']);
    expect(resources!.fields.map((f) => f.name)).toEqual(['limit', 'page', 'f.parentId[eq]']);
    expect(resources!.fields[0]).toMatchObject({ type: 'integer', min: 20, max: 3000, defaultValue: '1000' });
    expect(endpointsOf(doc, 'actions').map((e) => e.id)).toEqual(['create-public-url']);
  });

  const resources = () => endpointsOf(doc, 'content')[0]!;
  it.each([
    ['no key', '', { limit: '20' }, { '': 'Enter an API key and choose an endpoint to run a request.' }],
    ['limit under 20', 'pk_1', { limit: '19' }, { limit: 'limit must be a whole number from 20 to 3000.' }],
    ['limit over 3000', 'pk_1', { limit: '3001' }, { limit: 'limit must be a whole number from 20 to 3000.' }],
    ['page 0', 'pk_1', { page: '0' }, { page: 'page must be a whole number 1 or more.' }],
    ['a fractional page', 'pk_1', { page: '1.5' }, { page: 'page must be a whole number 1 or more.' }],
    ['a good request', 'pk_1', { limit: '3000', page: '2' }, null],
    ['empty fields', 'pk_1', { limit: ' ' }, null],
  ])('checks %s', (_what, key, values, problems) => {
    expect(problemsOf(key, resources(), values)).toEqual(problems);
  });

  it('refuses to run without an endpoint', () => {
    expect(problemsOf('pk_1', null, {})).toEqual({ '': 'Enter an API key and choose an endpoint to run a request.' });
  });

  it('builds the URL and the snippets from the filled fields, without the key', () => {
    const url = requestUrl('https://p.example', resources(), { limit: '20', 'f.parentId[eq]': 'rg 1', page: '' });
    expect(url).toBe('https://p.example/v1/api/content/resources?limit=20&f.parentId%5Beq%5D=rg+1');
    expect(fetchSnippet(url)).toContain(`fetch('${url}'`);
    expect(fetchSnippet(url)).toContain("'x-api-key': 'YOUR_API_KEY'");
    expect(curlSnippet("https://p.example/x?a='b'")).toBe(
      `curl -H 'x-api-key: YOUR_API_KEY' 'https://p.example/x?a='\\''b'\\'''`,
    );
  });

  it('words failures as the specification does', () => {
    expect(failureLines(401, 'The API key is not valid.')).toEqual([
      'HTTP error! status: 401',
      'Error: The API key is not valid.',
    ]);
    expect(failureLines(null, 'Failed to fetch')).toEqual(['Error: Failed to fetch']);
  });

  it('resolves component references in the response schema', () => {
    expect(responseSchemaOf(resources().operation, doc)).toEqual({
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
    });
    const cyclic: OpenApiDocument = {
      ...doc,
      components: { schemas: { A: { properties: { a: { $ref: '#/components/schemas/A' } } } } },
    };
    expect(resolveRefs({ $ref: '#/components/schemas/A' }, cyclic)).toEqual({
      properties: { a: { $ref: '#/components/schemas/A' } },
    });
  });
});

import { messagesFor } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  explorer: {
    title: 'Pathcraft API',
    intro: "Call the content API with your organization's API key.",
    fullReference: 'Full API reference',
    openApiDocument: 'OpenAPI document',
    request: 'Request',
    apiKey: 'API key',
    keyPlaceholder: 'pk_…',
    keyHint: "Sent as the x-api-key header. Kept only in this tab's session.",
    endpoints: 'Endpoints',
    content: 'Content',
    actions: 'Actions',
    endpoint: 'Endpoint',
    chooseEndpoint: 'Choose an endpoint',
    endpointOption: (path: string) => `GET ${path}`,
    run: 'Run',
    running: 'Running…',
    runNeeds: 'Needs an API key and an endpoint.',
    response: 'Response',
    /** The answer's status line: 'Status 200 · 12 ms'. */
    statusLine: (status: number | null, ms: number) =>
      `${status === null ? 'No response' : `Status ${status}`} · ${ms} ms`,
    responseBody: 'Response body',
    noRunYet: 'Run a request to see its answer here.',
    parameters: 'Parameters',
    defaultValue: (value: string) => `Default ${value}.`,
    examples: 'Examples',
    fetch: 'fetch',
    fetchExample: 'fetch example',
    curl: 'curl',
    curlExample: 'curl example',
    filterSyntax: 'Filter syntax',
    responseSchema: 'Response schema',
    /** Filter syntax examples (docs/rules.md#content-api-and-explorer). */
    filterExamples: [
      { query: 'f.parentId[eq]=RESOURCE_GROUP_ID', meaning: 'resources of one parent' },
      { query: 'f.parentId[is]=null', meaning: 'resources without a parent' },
      { query: 'f.parentType[eq]=resourceGroup', meaning: 'resources whose parent is a resource group' },
      { query: 'f.parentIds[ov]=ID1,ID2', meaning: 'resources of any of these parents' },
      { query: 'f.refId[in]=ID1,ID2', meaning: 'documents extracted from these records' },
      { query: 'f.name[ilike]=safety', meaning: 'name contains "safety" (any case)' },
      { query: 'select=rawText,refId,pageNumber', meaning: 'only these fields (id is always included)' },
      { query: 'order=-createdAt', meaning: 'newest first (field, -field or field.desc)' },
    ] as readonly { query: string; meaning: string }[],
  },
  /** Why a request can't run yet (the explorer model's checks). */
  problems: {
    needsKeyAndEndpoint: 'Enter an API key and choose an endpoint to run a request.',
    notInRange: (field: string, low: number, high: number) => `${field} must be a whole number from ${low} to ${high}.`,
    notAtLeast: (field: string, low: number) => `${field} must be a whole number ${low} or more.`,
  },
  /** A failed run (docs/rules.md#content-api-and-explorer). */
  failure: {
    httpError: (status: number) => `HTTP error! status: ${status}`,
    error: (message: string) => `Error: ${message}`,
  },
  reference: {
    title: 'Pathcraft API reference',
    explorer: 'API explorer',
    openApiDocument: 'OpenAPI document (JSON)',
    areas: 'Areas',
    /** The group of routes without a tag. */
    otherTag: 'other',
    authLabels: { bearer: 'Bearer token', apiKey: 'x-api-key' } as Record<string, string>,
    authBoth: ' + ',
    authEither: ' or ',
    authNone: 'none',
    authPublic: 'none (public)',
    authentication: 'Authentication:',
    parameters: 'Parameters',
    name: 'Name',
    in: 'In',
    type: 'Type',
    description: 'Description',
    required: ' (required)',
    defaultValue: (value: string) => `Default ${value}.`,
    requestBody: 'Request body',
    answer: (status: string) => `Answer ${status}`,
    /** Before the error body's shape: 'Errors: 400, 404 as '. */
    errorsAs: (statuses: string) => `Errors: ${statuses} as `,
    errorShape: '{ "error": { "code", "message" } }',
  },
};

export type ApiExplorerMessages = typeof en;
export const text: ApiExplorerMessages = messagesFor({ en });

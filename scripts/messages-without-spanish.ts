/**
 * The server's messages that have no Spanish yet (scripts/messages-in-spanish.unit.test.ts): a
 * request that asks for Spanish gets these in English. What a person meets on a hosted page or a
 * widget has its Spanish (sdk/src/i18n/server-messages.es.ts): the sign-in, invitations and access
 * codes, signing agreements, the week form, the training-plan search, the assistant's visitor, and
 * the console (users, organizations, classes, invitations, wage schedules, materials, compliance,
 * page visits, API keys, program import). Two groups are left:
 * - messages only API developers meet: they name a table, a field, a filter, an id, a query
 *   parameter, an API key or a request's format, or come from a route no page calls (mail, CSV
 *   imports). They stay English, the language of the API's reference;
 * - the agreement pages' own texts, which stay English with the agreement (issue 28), and the
 *   public page's reference code, which the page shows under its own Spanish words.
 * Write a message's Spanish in sdk/src/i18n/server-messages.es.ts, then drop it here: the test
 * fails while this list is stale. Values in templates are written '1', as the test reads them.
 */
export const MESSAGES_WITHOUT_SPANISH: readonly string[] = [
  // ---- For API developers only: these stay English. ----
  // access-codes: the check's parameters, which the pages always send (ACCESS_CODE_MESSAGES too).
  'Table must be one of: 1.',
  'Document ID is required',
  'Table is required',
  // agreements: an API key, an id.
  "API keys can't open agreements.",
  "No 1 agreement with id '1'",
  // api-keys: an id.
  'No API key with this id',
  // assistant: ids, the start route, request fields (the widget always sends them).
  "No assistant with id '1'",
  "No conversation with id '1'",
  "No question with id '1' in this conversation",
  "No reply with id '1' in this conversation",
  'Start a conversation (POST /v1/assistant/sessions) or sign in.',
  'Start a conversation (POST /v1/assistant/sessions), sign in or use an API key.',
  'integrationId is required.',
  'searchText or prompt is required.',
  // courses: an id.
  "No class with id '1'",
  // data-access: the data API's tables, fields, filters and bodies.
  "'1' links an identity and can't be written through this API.",
  "1 can't be changed through this API.",
  '1 does not belong to organizations; drop orgId',
  "1: '1' is a list; filter it with ov or !ov",
  "1: '1' is not a number",
  '1: give a comma-separated list',
  '1: ilike works on text fields',
  '1: ov and !ov work on list fields',
  '1: use null1',
  '1: use true or false',
  'API keys can only read 1.',
  "API keys can't read 1.",
  'Each record must be a JSON object.',
  "Field '1' can't be 1 on 1",
  "Field '1' is set by the server and can't be written",
  'Send a non-empty JSON array of records.',
  'Send at most 1 records at once.',
  'Sign in to list 1; without signing in, ask for one by id.',
  'The body must be a JSON object.',
  "Unknown field '1' on 1",
  "Unknown table '1'",
  "You can't change '1' on 1.",
  "Your role can't 1 1.",
  'id is required',
  'id must be 1-64 letters, digits, _ or -',
  'ids is required',
  // enrollments, progress, locations, platform: a request field or query parameter.
  'classId is required',
  'apprenticeshipId is required',
  'locationId is required',
  '1 is required',
  // locations: the ip parameter, which the training-plan widget never sends.
  'Enter a valid IP address.',
  // files: the upload's format and fields.
  "Send the file as multipart form data in the field 'file'.",
  'That url is not a file stored here.',
  'organizationId is required',
  'parentId is required: name the material or class the file belongs to.',
  'prefix: one of 1',
  'url is required',
  // http: the request's format and the API key.
  'Send the body as application/json.',
  'The API key is not valid.',
  'The body is nested too deeply (at most 1 levels).',
  'The body is not valid JSON.',
  'The body must be a JSON object or array.',
  'This API key is not allowed from this origin.',
  'Use Authorization: Bearer <token>.',
  // imports: CSV imports through the API (no page calls /v1/imports); columns and kinds are API names.
  '1 is required.',
  "1: write yes or no (found '1').",
  "Nothing to import as '1': use 1.",
  "Unknown column '1'. Columns: 1.",
  // invites: the invite's fields and type, an id (the console's form always sends them).
  '1 is required for a 1 invite.',
  "No 1 with id '1'",
  // lookups: names the user's record lists.
  'Only an admin can change 1.',
  // mail: sending e-mail through the API (no page calls it).
  'Only admins can send e-mail.',
  'Reply-To must be your own address or a member of your organization.',
  'You can only send e-mail to members of your organization (not 1).',
  'body or htmlBody is required',
  // material-drafts: a request field.
  'promptType must be one of 1',
  // organizations, training-plans, wage-schedules: ids, an API key.
  "No organization with id '1'",
  "No location with id '1' in this organization.",
  "No organization with id '1'.",
  'This API key can only save plans for its own organization.',
  "No apprenticeship with id '1'",
  "No employer profile with id '1'",
  "No location with id '1'",
  'The id in the body differs from the one in the path.',
  // program-import: an API key.
  'Program import needs a signed-in owner or admin, not an API key.',
  // public-pages, public-site: query and path parameters.
  'refId is required',
  'refTable is required',
  "courseKey must be 'id' or 'courseSlug'.",
  // sdk MESSAGES: request fields.
  'An id or slug are required to get an Organization',
  'UID is required!',
  'userId is required',
  // signatures: the upload's format.
  "Send the PNG as multipart form data in the field 'file', or as JSON { dataUrl }.",

  // ---- A person meets these, in English on purpose. ----
  // public-pages: a reference code the page shows under its own Spanish (public-pages.messages.es.ts).
  'REDIRECT TO PAGE LINK ERROR (no page)',
  // sdk AGREEMENT_MESSAGES: the agreement pages' steps and toasts, English with the agreement (issue 28).
  'Apprentice Agreement Accepted & Signed!',
  'Document signed successfully!',
  'Employer Agreement Signed',
  'Employer Agreement Signed & Accepted!',
  'For the best experience, use a laptop or desktop.',
  'Rev. March 2023',
  'Review & Sign the Apprentice Agreement in SECTION A',
  'Review Personal Information',
  'Saving Agreement...',
  'Signing Document...',
];

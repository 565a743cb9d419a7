/**
 * The server's messages that have no Spanish yet (scripts/messages-in-spanish.unit.test.ts): a
 * request that asks for Spanish gets these in English. The forms of the hosted pages (sign-in,
 * invitations and access codes, signing agreements, the week form, the training-plan search) and
 * the console's user and organization forms have their Spanish; what is left is mostly for API
 * developers (a table, a field, a filter, an id, an API key), then console areas not translated
 * here (materials, compliance, mail, program import's access), the assistant's conversation checks
 * and the agreement pages' own texts, which stay English with the agreement (issue 28).
 * Write a message's Spanish in sdk/src/i18n/server-messages.es.ts, then drop it here: the test
 * fails while this list is stale. Values in templates are written '1', as the test reads them.
 */
export const MESSAGES_WITHOUT_SPANISH: readonly string[] = [
  // access-codes
  'Table must be one of: 1.',
  // agreements
  "API keys can't open agreements.",
  "No 1 agreement with id '1'",
  'The signed document does not match its record.',
  // analytics
  "Your role can't read visits.",
  // api-keys
  'No API key with this id',
  'Only admins can manage API keys.',
  // assistant
  "No assistant with id '1'",
  "No conversation with id '1'",
  "No question with id '1' in this conversation",
  "No reply with id '1' in this conversation",
  'Only the visitor and the organization’s admins can see this conversation.',
  'Start a conversation (POST /v1/assistant/sessions) or sign in.',
  'Start a conversation (POST /v1/assistant/sessions), sign in or use an API key.',
  'This assistant does not forward questions.',
  'This assistant is not allowed on 1.',
  'This conversation belongs to another site.',
  'This conversation has no assistant.',
  'This conversation is with another assistant.',
  'This conversation is with another organization.',
  'This is another conversation.',
  'integrationId is required.',
  'searchText or prompt is required.',
  // compliance
  "Only the sponsor's owners and admins can read the EEO summary.",
  "Only the sponsor's owners and admins can read the RAPIDS registration data.",
  "Only the sponsor's owners and admins can read the ratio check.",
  // courses
  "'1' belongs to another organization.",
  "'1' is not a file stored here: upload it first.",
  "'1' was uploaded for another record: upload it for this class.",
  "No class with id '1'",
  'Send every section of the class once, in the new order.',
  // data-access
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
  // data-access/policies
  "A section or cohort can't move to another class.",
  'The class belongs to another organization.',
  // enrollments
  'classId is required',
  // files
  'No such file',
  "Send the file as multipart form data in the field 'file'.",
  'That url is not a file stored here.',
  'organizationId is required',
  'parentId is required: name the material or class the file belongs to.',
  'prefix: one of 1',
  'url is required',
  // http
  'Send the body as application/json.',
  'The API key is not valid.',
  'The body is nested too deeply (at most 1 levels).',
  'The body is not valid JSON.',
  'The body must be a JSON object or array.',
  'This API key is not allowed from this origin.',
  'Use Authorization: Bearer <token>.',
  // identity
  'At most 50 origins.',
  'Enter an origin such as https://example.org (no path).',
  // imports
  '1 is required.',
  "1: write yes or no (found '1').",
  "Nothing to import as '1': use 1.",
  "Unknown column '1'. Columns: 1.",
  // invites
  '1 is required for a 1 invite.',
  "No 1 with id '1'",
  'This apprenticeship belongs to another organization.',
  'This invitation has no e-mail address to send to.',
  // locations
  'Enter a valid IP address.',
  'Location not found',
  'Location unknown',
  'locationId is required',
  // lookups
  'Only an admin can change 1.',
  // mail
  'Only admins can send e-mail.',
  'Reply-To must be your own address or a member of your organization.',
  'You can only send e-mail to members of your organization (not 1).',
  'body or htmlBody is required',
  // material-drafts
  'No such file on this material.',
  'This source has no text to draft from: add a body, or a transcript or text for the file, and try again.',
  'promptType must be one of 1',
  // materials
  'No Material.',
  "No file '1' on this material.",
  'No such resource in this organization.',
  'Only admins of the organization and the material’s author can change this material.',
  'Only teachers and admins can create materials.',
  'Only teachers and admins can upload images and PDFs for materials.',
  'The material belongs to another organization.',
  'This field exceeds the maximum number of characters (1) allowed.',
  // organizations
  "No organization with id '1'",
  // platform
  '1 is required',
  // program-import
  'A competency group names a competency that is not in the list.',
  'No such organization.',
  'Only owners and admins can import training programs.',
  'Program import needs a signed-in owner or admin, not an API key.',
  'Training Program exists',
  // progress
  'apprenticeshipId is required',
  // public-pages
  'REDIRECT TO PAGE LINK ERROR (no page)',
  'refId is required',
  'refTable is required',
  // public-site
  "No course '1' at 1",
  "No organization with slug '1'",
  "No pathway '1' at 1",
  "courseKey must be 'id' or 'courseSlug'.",
  // sdk ACCESS_CODE_MESSAGES
  'Document ID is required',
  'Table is required',
  // sdk AGREEMENT_MESSAGES: the agreement pages' steps and toasts, English with the agreement.
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
  // sdk MESSAGES
  'An id or slug are required to get an Organization',
  'UID is required!',
  'userId is required',
  // signatures
  "Send the PNG as multipart form data in the field 'file', or as JSON { dataUrl }.",
  // training-plans
  "No location with id '1' in this organization.",
  "No organization with id '1'.",
  'This API key can only save plans for its own organization.',
  // wage-schedules
  "No apprenticeship with id '1'",
  "No employer profile with id '1'",
  "No location with id '1'",
  'The id in the body differs from the one in the path.',
  "Your role can't change wageSchedules.",
];

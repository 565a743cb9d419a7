/**
 * Who may call each declared operation, and on which records: the one table docs/access.md is
 * written from and server/src/http/access-matrix.test.ts checks through the real app, caller by
 * caller. A declared operation without a row fails that test, so a new route gets its row here.
 */

/** The seven callers every operation is checked against. */
export const CALLERS = ['superAdmin', 'owner', 'admin', 'teacher', 'student', 'anonymous', 'apiKey'] as const;
export type Caller = (typeof CALLERS)[number];

/** Column titles of docs/access.md. */
const CALLER_TITLES: Record<Caller, string> = {
  superAdmin: 'super admin',
  owner: 'owner',
  admin: 'admin',
  teacher: 'teacher',
  student: 'student',
  anonymous: 'anonymous',
  apiKey: 'API key',
};

/** On which records a caller may call an operation. */
export const REACHES = {
  any: 'every record of every organization',
  org: 'records of their own organization',
  named:
    "records that name them: the apprentice, a mentor (journeyworker) of an apprenticeship, or the employer admin of the employer an apprentice works for (their agreement's, else the program's); what is not theirs answers 403 or 404, lists leave it out",
  own: 'their own records only (their account, profile, signature, enrollments)',
  link: 'only with the link’s code or token: an invitation’s access code (x-access-token), a page link’s code, a chat’s visitor token (x-chat-token)',
  open: 'everyone: public or published data, or the credentials are in the body',
  '-': 'refused: 401 without credentials, 403 or 404 otherwise',
} as const;
export type Reach = keyof typeof REACHES;

export interface AccessRow {
  area: string;
  reach: Record<Caller, Reach>;
  note?: string;
}

/** A row from its area, the seven reaches in CALLERS order ('any org org - - - -') and a note. */
function row(area: string, reaches: string, note?: string): AccessRow {
  const codes = reaches.split(/\s+/);
  if (codes.length !== CALLERS.length || codes.some((c) => !(c in REACHES)))
    throw new Error(`access row of ${area}: '${reaches}' is not ${CALLERS.length} reaches`);
  return { area, reach: Object.fromEntries(CALLERS.map((c, i) => [c, codes[i] as Reach])) as AccessRow['reach'], note };
}

const OPEN = 'open open open open open open open';
const SIGNED_IN_OWN = 'own own own own own - -';
const ADMINS = 'any org org - - - -';
const STAFF = 'any org org org - - -';
const TABLES =
  'Generic table route: each table’s policy decides (docs/rules.md#data-access-api); the row is that of resources (members read, staff write, API keys read their organization).';

export const ACCESS: Record<string, AccessRow> = {
  // Sign-in and the caller's own account.
  'POST /v1/auth/login': row('auth', OPEN),
  'POST /v1/auth/refresh': row('auth', OPEN, 'The refresh token in the body is the credential.'),
  'POST /v1/auth/logout': row('auth', OPEN, 'Ends the session of the refresh token in the body.'),
  'POST /v1/auth/token-login': row('auth', OPEN, 'The one-time sign-in token in the body is the credential.'),
  'POST /v1/auth/password-reset': row('auth', OPEN, 'Answers the same whether or not the e-mail has an account.'),
  'POST /v1/auth/password-reset/confirm': row('auth', OPEN, 'The code from the e-mail is the credential.'),
  'POST /v1/auth/verify-email/confirm': row('auth', OPEN, 'The code from the e-mail is the credential.'),
  'GET /v1/auth/me': row('auth', SIGNED_IN_OWN),
  'POST /v1/auth/sign-in-token': row('auth', SIGNED_IN_OWN),
  'POST /v1/auth/verify-email': row('auth', SIGNED_IN_OWN),
  'PUT /v1/auth/password': row('auth', SIGNED_IN_OWN, 'Needs the current password.'),

  // API keys.
  'GET /v1/api-keys': row('api-keys', ADMINS),
  'POST /v1/api-keys': row('api-keys', ADMINS, 'A key of another organization (orgId) only for the super admin.'),
  'DELETE /v1/api-keys/{id}': row('api-keys', ADMINS),

  // People and their accounts.
  'GET /v1/users/by-uid': row('users', 'any org org org - - -', 'API keys cannot read users.'),
  'GET /v1/users/by-id': row('users', 'any org org org - - -', 'API keys cannot read users.'),
  'GET /v1/organizations/lookup': row('users', OPEN, 'Public fields of an organization only.'),
  'POST /v1/users/lists': row('users', ADMINS),
  'PUT /v1/users/{id}/role': row(
    'users',
    ADMINS,
    'Nobody raises their own rights or grants a role above their own; superAdmin only by a super admin.',
  ),
  'GET /v1/users/{id}/account': row('users', ADMINS),
  'POST /v1/users/{id}/deactivate': row('users', ADMINS),
  'POST /v1/users/{id}/reactivate': row('users', ADMINS),
  'GET /v1/users/{id}/details': row('user-profiles', 'any org org own own - -', 'Name and phones; no private field.'),
  'PUT /v1/users/{id}/details': row('user-profiles', 'any org org own own - -', 'Name and phones only.'),
  'GET /v1/userProfiles/{userId}': row(
    'user-profiles',
    'any org org own own - -',
    'Private fields (encrypted at rest); the SSN masked. A teacher reads only their own.',
  ),
  'PUT /v1/userProfiles/{userId}': row('user-profiles', 'any org org own own - -'),
  'POST /v1/users/{id}/signature': row('user-profiles', SIGNED_IN_OWN, 'Only one’s own signature.'),

  // Occupations, places, training plans: the public training-plan tool.
  'GET /v1/external/ipapi': row('occupations', OPEN),
  'GET /v1/locations/validate': row('occupations', OPEN),
  'GET /v1/maps/static': row('occupations', OPEN),
  'GET /v1/external/cos/occupations': row('occupations', OPEN),
  'GET /v1/external/cos/occupation': row('occupations', OPEN),
  'GET /v1/external/cos/training': row('occupations', OPEN),
  'GET /v1/external/cos/certificationfinder': row('occupations', OPEN),
  'GET /v1/external/cos/apprenticeship-sponsors': row('occupations', OPEN),
  'GET /v1/external/cos/licenses': row('occupations', OPEN),
  'POST /v1/jobProfiles': row('job-profiles', OPEN, 'Visitors of the training-plan tool save their plan.'),
  'GET /v1/jobProfiles/{id}': row('job-profiles', OPEN, 'A saved plan is read by its id (a link).'),
  'POST /v1/jobProfiles/{id}/share': row('job-profiles', OPEN),

  // Apprenticeship progress (issue 27).
  'GET /v1/progress/mine': row('progress', SIGNED_IN_OWN, 'An apprentice’s own progress; others get an empty answer.'),
  'GET /v1/progress/queue': row('progress', 'any org org named named - -', 'The weeks the caller may review.'),
  'GET /v1/progress/apprentices': row(
    'progress',
    'any org org named named - -',
    'Sponsor admins all; a mentor or employer admin their apprentices; others an empty list.',
  ),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}': row(
    'progress',
    'any org org named named - -',
    'The apprentice themself, their mentors and employer admin, the sponsor’s admins.',
  ),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/certificate': row(
    'progress',
    'any org org named named - -',
    'The apprentice, a mentor, the employer admin and the sponsor; 404 until the program is complete.',
  ),
  'POST /v1/progress/logs': row(
    'progress',
    '- - - named named - -',
    'Only the apprentice logs their own weeks (nobody logs for them, not even a super admin).',
  ),
  'PUT /v1/progress/logs/{id}': row('progress', '- - - named named - -', 'Only the apprentice fixes a returned week.'),
  'POST /v1/progress/logs/{id}/review': row(
    'progress',
    'any org org named - - -',
    'A mentor or the employer admin of the apprenticeship, or the sponsor’s admins; never the apprentice.',
  ),
  'POST /v1/progress/wage-steps/{id}/confirm': row(
    'progress',
    'any org org named named - -',
    'The employer admin of the apprenticeship, or the sponsor’s admins.',
  ),
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/competencies/{competencyId}/sign-off': row(
    'progress',
    'any org org named - - -',
    'A mentor of the apprenticeship or the sponsor’s admins.',
  ),
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours': row(
    'progress',
    'any org org named - - -',
    'The sponsor: its admins or a sponsor named on the apprenticeship (a mentor is refused); not once the certificate of completion is issued (409).',
  ),
  'PUT /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours/{id}': row(
    'progress',
    'any org org named - - -',
    'Those who record them (the sponsor); not once the certificate of completion is issued (409).',
  ),
  'DELETE /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours/{id}': row(
    'progress',
    'any org org named - - -',
    'Those who record them (the sponsor); not once the certificate of completion is issued (409).',
  ),
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/certificate/withdraw': row(
    'progress',
    'any org org named - - -',
    'The sponsor: its admins or a sponsor named on the apprenticeship (a mentor, the employer admin and the apprentice are refused, 403); a reason is required; audited.',
  ),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours': row(
    'progress',
    'any org org named named - -',
    'The apprentice themself, their mentors and employer admin, the sponsor’s admins.',
  ),

  // Sponsor compliance (issue 27).
  'GET /v1/compliance/eeo-summary': row('compliance', ADMINS, 'Counts only, cells under five suppressed.'),
  'GET /v1/compliance/ratios': row('compliance', ADMINS),
  'GET /v1/compliance/rapids-completeness': row('compliance', ADMINS, 'Missing fields by name, never a value.'),
  'GET /v1/compliance/rapids-export': row(
    'compliance',
    ADMINS,
    'The SSN only with includeSsn=true; every export is in the audit history.',
  ),

  // Wage schedules.
  'GET /v1/wageSchedules': row('wage-schedules', 'any org org org org - -'),
  'GET /v1/wageSchedules/{id}': row('wage-schedules', 'any org org org org - -', 'No private field.'),
  'POST /v1/wageSchedules': row('wage-schedules', ADMINS),
  'PUT /v1/wageSchedules/{id}': row('wage-schedules', ADMINS),
  'DELETE /v1/wageSchedules/{id}': row('wage-schedules', ADMINS),

  // Classes and enrollment.
  'GET /v1/enrollments/classes/{classId}': row(
    'enrollments',
    'any org org org org - -',
    'A class of their organization, or a public class of any organization (as its public page shows it).',
  ),
  'GET /v1/enrollments/mine': row('enrollments', SIGNED_IN_OWN),
  'POST /v1/enrollments': row(
    'enrollments',
    'any org org org org - -',
    'Enrolls the caller (their own enrollment) in a class of their organization or a public class of any organization.',
  ),
  'POST /v1/enrollments/sign-up': row('enrollments', OPEN, 'Creates an account and enrolls it in an open class.'),
  'POST /v1/courses/{courseId}/cdn-files': row('courses', STAFF),
  'PUT /v1/courses/{courseId}/sections/order': row('courses', STAFF),
  'GET /v1/courses/{courseId}/roster': row('courses', STAFF),

  // Access codes, public pages and sites.
  'POST /v1/access/checkAccessCode': row('access-codes', OPEN, 'The code in the body is the credential; rate-limited.'),
  'POST /v1/access/checkLegacyAccessCode': row('access-codes', OPEN, 'As checkAccessCode.'),
  'GET /v1/public/pages/{pageId}': row(
    'public-pages',
    'any org org org link link link',
    'A page behind a page link’s code: the organization’s staff, or whoever holds the code. An open page: everyone.',
  ),
  'GET /v1/public/page-links/{pageLinkId}': row('public-pages', OPEN, 'Whether the link needs a code, and its name.'),
  'GET /v1/public/orgs/{orgSlug}/courses/{courseKey}/{courseValue}': row('public-site', OPEN),
  'GET /v1/public/orgs/{orgSlug}/pathways/{pathwayId}': row('public-site', OPEN),
  'POST /v1/analytics/track': row('analytics', OPEN),
  'GET /v1/analytics/visits': row('analytics', ADMINS),

  // Invitations: the organization's side.
  'GET /v1/invites': row('invites', ADMINS),
  'POST /v1/invites': row('invites', ADMINS),
  'POST /v1/invites/{id}/resend': row('invites', ADMINS),
  'DELETE /v1/invites/{id}': row('invites', ADMINS),
  'GET /v1/invites/{id}/history': row('invites', ADMINS),
  'POST /v1/imports/{kind}/preview': row(
    'imports',
    'any org org org org - -',
    'A caller whose role may not write the table gets every row refused (“Your role can’t change users.”).',
  ),
  'POST /v1/imports/{kind}': row(
    'imports',
    'any org org org org - -',
    'As the preview; refused rows answer 400 and nothing is saved.',
  ),
  'POST /v1/program-import/parse': row('program-import', ADMINS),
  'GET /v1/program-import/lookup': row('program-import', ADMINS),
  'GET /v1/program-import/existing': row('program-import', ADMINS),
  'POST /v1/program-import': row('program-import', ADMINS),

  // Invitations: the invitee's side, with the invitation's access code.
  'GET /v1/invites/{id}': row('invites', OPEN, 'Only the invitation’s public face (organization, type, names).'),
  'POST /v1/invites/{id}/viewed': row('invites', 'link link link link link link link'),
  'GET /v1/invites/{id}/registration': row('invites', 'link link link link link link link'),
  'POST /v1/invites/{id}/sign-up': row('invites', 'link link link link link link link'),
  'GET /v1/invites/{id}/user/details': row('invites', 'link link link link link link link'),
  'PUT /v1/invites/{id}/user/details': row('invites', 'link link link link link link link'),
  'GET /v1/invites/{id}/user/privateInfo': row(
    'invites',
    'link link link link link link link',
    'The invitee’s own private fields, the SSN masked.',
  ),
  'PUT /v1/invites/{id}/user/privateInfo': row('invites', 'link link link link link link link'),
  'GET /v1/invites/{id}/workforce': row('workforce', 'link link link link link link link'),
  'PUT /v1/invites/{id}/workforce': row('workforce', 'link link link link link link link'),
  'GET /v1/invites/{id}/wageSchedules': row('workforce', 'link link link link link link link'),
  'POST /v1/invites/{id}/wageSchedules': row('workforce', 'link link link link link link link'),
  'PUT /v1/invites/{id}/wageSchedules/{scheduleId}': row('workforce', 'link link link link link link link'),

  // Agreements: the organization reads, the invitee (with the code) signs.
  'GET /v1/employerAgreements/{id}': row(
    'agreements',
    'any org org org link link link',
    'Staff of the organization, or the employer’s signer with the invitation’s code.',
  ),
  'GET /v1/employerAgreements/{id}/employerProfile': row('agreements', 'any org org org link link link'),
  'GET /v1/employerAgreements/{id}/program': row('agreements', 'any org org org link link link'),
  'GET /v1/employerAgreements/{id}/pdf': row('agreements', 'any org org org link link link'),
  'POST /v1/employerAgreements/{id}/sign': row('agreements', 'link link link link link link link'),
  'GET /v1/apprenticeAgreements/{id}': row(
    'agreements',
    'any org org link named link link',
    'Holds private fields: never a teacher (without the apprentice’s own code).',
  ),
  'GET /v1/apprenticeAgreements/{id}/pdf': row('agreements', 'any org org link named link link'),
  'GET /v1/apprenticeAgreements/{id}/registrationPacket': row(
    'agreements',
    'any org org link named link link',
    'The agreement PDF’s readers; 409 until both agreements are signed.',
  ),
  'PUT /v1/apprenticeAgreements/{id}/guardian': row(
    'agreements',
    'any org org link named link link',
    'The apprentice (or the invitee with the code) or the organization names a minor’s guardian.',
  ),
  'POST /v1/apprenticeAgreements/{id}/sign': row('agreements', 'link link link link link link link'),
  'POST /v1/apprenticeAgreements/{id}/guardianSign': row(
    'agreements',
    'link link link link link link link',
    'Only with the guardian’s own invitation; the apprentice’s code is refused.',
  ),

  // The assistant.
  'GET /v1/assistant/integrations/{integrationId}': row('assistant', OPEN, 'From a page on an allowed origin.'),
  'POST /v1/assistant/sessions': row('assistant', OPEN, 'From a page on an allowed origin.'),
  'GET /v1/assistant/sessions/{sessionId}/messages': row(
    'assistant',
    'any org org link link link org',
    'The visitor with the chat’s token, or the organization’s admins and keys.',
  ),
  'POST /v1/assistant/sessions/{sessionId}/messages': row('assistant', 'link link link link link link link'),
  'PATCH /v1/assistant/sessions/{sessionId}/messages/{messageId}': row('assistant', 'any org org link link link link'),
  'PATCH /v1/assistant/sessions/{sessionId}': row('assistant', 'any org org link link link link'),
  'POST /v1/assistant/sessions/{sessionId}/forward': row('assistant', 'link link link link link link link'),
  'POST /v1/api/content/vectorSearch': row(
    'assistant',
    'any org org org org - org',
    'Searches the caller’s own organization only.',
  ),
  'POST /v1/api/content/chatEngine': row('assistant', 'any org org org org - org'),

  // Materials and files: a file follows its parent record’s rules.
  'GET /v1/materials/{id}': row(
    'materials',
    'any org org org link link link',
    'Published materials are open, those on a page behind a page link’s code only with the code; drafts only for their organization and author.',
  ),
  'POST /v1/materials': row('materials', STAFF),
  'PATCH /v1/materials/{id}': row('materials', STAFF),
  'POST /v1/materials/media': row('materials', STAFF),
  'POST /v1/materials/{id}/files': row('materials', STAFF),
  'DELETE /v1/materials/{id}/files/{fileId}': row('materials', STAFF),
  'POST /v1/materials/{id}/draft': row('materials', STAFF),
  'POST /v1/embed/material': row('materials', STAFF),
  'POST /v1/external/gmail/send': row('mail', 'any - - - - - -', 'Free-form mail is the super admin’s only.'),
  'POST /v1/external/aws/upload': row(
    'files',
    'any org org org org - -',
    'Into the caller’s organization, under a record they may write (or their own user folder).',
  ),
  'DELETE /v1/external/aws/delete-file': row('files', STAFF, 'Follows the parent record’s write rule.'),
  'GET /v1/external/aws/buffer': row('files', 'any org org org - - org', 'Follows the parent record’s read rule.'),
  'GET /v1/actions/create-public-url': row('files', 'any org org org - - org', 'As GET /v1/external/aws/buffer.'),
  'GET /v1/api/actions/create-public-url': row('files', 'any org org org - - org', 'As GET /v1/external/aws/buffer.'),

  // The data API: generic table routes.
  'GET /v1/external/supabase/{table}': row('data-access', 'any org org org org - org', TABLES),
  'POST /v1/external/supabase/{table}': row('data-access', 'any org org org - - -', TABLES),
  'PUT /v1/external/supabase/{table}': row('data-access', 'any org org org - - -', TABLES),
  'GET /v1/api/content/{table}': row('data-access', 'any org org org org - org', TABLES),
  'GET /v1/api/content/{table}/{id}': row('data-access', 'any org org org org - org', TABLES),
  'POST /v1/api/content/{table}': row('data-access', 'any org org org - - -', TABLES),
  'PUT /v1/api/content/{table}': row('data-access', 'any org org org - - -', TABLES),
  'POST /v1/api/content/create-many/{table}': row('data-access', 'any org org org - - -', TABLES),
  'GET /v1/api/content/resources': row('data-access', 'any org org org org - org'),
  'GET /v1/api/content/resourceGroups': row('data-access', 'any org org org org - org'),
  'GET /v1/api/content/documents': row('data-access', 'any org org org org - org'),
  'GET /v1/external/firebase/store/{collection}': row('data-access', 'any org org org org - org', TABLES),
  'GET /v1/external/firebase/store/entries/{collection}': row('data-access', 'any org org org org - org', TABLES),
  'POST /v1/external/firebase/store/{collection}': row('data-access', 'any org org org - - -', TABLES),
  'PUT /v1/external/firebase/store/{collection}': row('data-access', 'any org org org - - -', TABLES),
  'DELETE /v1/external/firebase/store/{collection}': row(
    'data-access',
    'any org org - - - -',
    'Removing rows: the table’s remove rule (admins for resource groups).',
  ),

  'GET /v1/openapi.json': row('meta', OPEN),
};

const cell = (reach: Reach) => (reach === '-' ? '—' : reach);

/** docs/access.md: one table per area, every operation with its seven reaches. */
export function accessMarkdown(): string {
  const areas = new Map<string, [string, AccessRow][]>();
  for (const [op, r] of Object.entries(ACCESS)) areas.set(r.area, [...(areas.get(r.area) ?? []), [op, r]]);
  const lines = [
    '# Who may call what',
    '',
    '<!-- Generated from server/src/http/access-table.ts by `npx tsx scripts/access-doc.ts`; server/src/http/access-matrix.test.ts fails when they differ. -->',
    '',
    'Every declared operation, for each of the seven callers the access matrix test signs in as (the demo',
    'organization’s super admin, owner, admin, teacher and student, a visitor without credentials, and an',
    'API key of the organization), and on which records. The test calls each operation as each caller through',
    'the real app, on a record of the caller’s organization and, where the record decides, on one of another',
    'organization: a refused caller gets 401, 403 or 404, an allowed one neither 401 nor 403, and nobody a 5xx.',
    '',
    'Reaches:',
    '',
    ...Object.entries(REACHES).map(([reach, meaning]) => `- **${cell(reach as Reach)}**: ${meaning}.`),
    '',
    'Beyond the table: nobody changes their own role or anyone’s `uid`, `role` or `orgId` through a body',
    '(the test writes them through every write route and reads back), and a teacher never receives a private',
    'field (ssn, dob, gender, address, ethnicity, races, veteran, disability, education, employment, citizenship,',
    'criminal background) from any route that returns people, profiles, agreements, progress or compliance.',
    '',
  ];
  for (const [area, rows] of areas) {
    lines.push(`## ${area}`, '');
    lines.push(`| operation | ${CALLERS.map((c) => CALLER_TITLES[c]).join(' | ')} | note |`);
    lines.push(`| --- | ${CALLERS.map(() => '---').join(' | ')} | --- |`);
    for (const [op, r] of rows)
      lines.push(`| \`${op}\` | ${CALLERS.map((c) => cell(r.reach[c])).join(' | ')} | ${r.note ?? ''} |`);
    lines.push('');
  }
  return lines.join('\n');
}

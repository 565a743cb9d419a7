import { IMPORT_KINDS } from '@pathcraft/sdk';
import { png as signaturePng } from './png.ts';
import { sampleApprenticePrivateInfo } from '../seed/sample-apprenticeship.ts';
import type { Caller } from '../http/access-table.ts';

/**
 * A request of one declared operation, with inputs that pass its schemas and point at real demo
 * records (the access matrix test sends it as each caller). `other` is the same request on a record
 * of another organization, where the record decides.
 */
export interface SampleRequest {
  path: string;
  body?: unknown;
  /** A multipart upload (a small PNG under `file`). */
  upload?: Record<string, string>;
  other?: { path: string; body?: unknown };
  /** Headers every caller sends (the assistant's page Origin). */
  headers?: Record<string, string>;
  /** Headers that carry the link or code (an invitation's access token, a chat token): sent by callers whose reach is `link`. */
  link?: Record<string, string>;
  /** The sample's code opens no door here (only a guardian's own invitation signs as guardian): every caller is refused. */
  codeRefused?: true;
  /** Callers the sample record does not name (their reach is `named` or `own`, this record is not theirs). */
  notTheirs?: Caller[];
}

/** The demo records a sample points at, read or made once before the matrix runs. */
export interface SampleRecords {
  caller: Caller;
  /** The caller's user id (the student's for anonymous and API key callers). */
  me: string;
  /** Records a call uses up (deleted, rotated, spent): one per caller. */
  spare: Record<Caller, { invite: string; key: string; schedule: string; refreshToken: string; signInToken: string }>;
  /** An access token of each demo invitation (x-access-token), and of the demo page link. */
  codes: Record<'apprentice' | 'employer' | 'workforce' | 'register' | 'page', string>;
  /** A chat the assistant started for a visitor, with its visitor token. */
  visitorChat: { sessionId: string; messageId: string; token: string };
  wfFileUrl: string;
  /** A file of the caller's organization each caller may delete. */
  wfSpareFileUrl: Record<Caller, string>;
  cmFileUrl: string;
  cmSpare: { invite: string; key: string; schedule: string };
  cmSchedule: string;
  /** A material of the other organization on no open page. */
  cmMaterial: string;
  cmInvite: string;
  cmChat: { sessionId: string; messageId: string };
}

const SITE = 'http://localhost:3000';
const WF = 'demo-workforce-org';
const CM = 'demo-community-org';
const PROGRAM = 'demo-apprenticeship-imm';
const APPRENTICE = 'demo-wf-student';
const LEARNER = 'demo-wf-learner-10';
const CM_STUDENT = 'demo-cm-student';
/** A complete program as the import's review saves it. */
const PROGRAM_DRAFT = {
  title: 'Matrix Maintenance Technician',
  description: 'A program the access matrix saves.',
  industryCode: '31',
  type: 'TB',
  estimatedLength: '2 years',
  instructionHours: 144,
  ojtHours: 2000,
  occupationName: 'Maintenance Technician',
  rapidsCode: '1058',
  occupationONetCode: '49-9041.00',
  competencies: [],
  competencyGroups: [],
};
/** A complete private-information form (every required answer): the demo apprentice's. */
export const PRIVATE_INFO = sampleApprenticePrivateInfo;
const week = { entries: [{ workProcessId: 'c-safety', hours: 8 }], note: 'Access matrix.' };
const details = { firstName: 'Access', lastName: 'Matrix' };
const schedule = {
  title: 'Matrix schedule',
  entryWage: 20,
  wageRates: [
    { wageAmount: 12, duration: 1000 },
    { wageAmount: 16, duration: 1000 },
  ],
  apprenticeshipId: PROGRAM,
};
const png = `data:image/png;base64,${signaturePng(660, 200).toString('base64')}`;
/** Where a registration invitation sends its invitee. */
export const REGISTER_LINK = '/login/demo-workforce?action=signup&inviteId=';

export const SAMPLES: Record<string, (r: SampleRecords) => SampleRequest> = {
  'POST /v1/access/checkAccessCode': () => ({
    path: '/v1/access/checkAccessCode',
    body: { id: 'demo-invite-register', table: 'invites', accessCode: 'R6N2JB' },
  }),
  'POST /v1/access/checkLegacyAccessCode': () => ({
    path: '/v1/access/checkLegacyAccessCode',
    body: { id: 'demo-link', table: 'pageLinks', accessCode: 'L5C8VA' },
  }),
  'GET /v1/actions/create-public-url': (r) => ({
    path: `/v1/actions/create-public-url?url=${encodeURIComponent(r.wfFileUrl)}`,
    other: { path: `/v1/actions/create-public-url?url=${encodeURIComponent(r.cmFileUrl)}` },
  }),
  'GET /v1/api/actions/create-public-url': (r) => ({
    path: `/v1/api/actions/create-public-url?url=${encodeURIComponent(r.wfFileUrl)}`,
    other: { path: `/v1/api/actions/create-public-url?url=${encodeURIComponent(r.cmFileUrl)}` },
  }),
  'POST /v1/analytics/track': () => ({
    path: '/v1/analytics/track',
    body: { refId: 'demo-page', refTable: 'pages' },
  }),
  'GET /v1/analytics/visits': () => ({ path: '/v1/analytics/visits?days=7' }),
  'GET /v1/api-keys': () => ({ path: '/v1/api-keys' }),
  'POST /v1/api-keys': () => ({
    path: '/v1/api-keys',
    body: { name: 'Matrix key' },
    other: { path: '/v1/api-keys', body: { name: 'Matrix key', orgId: CM } },
  }),
  'DELETE /v1/api-keys/{id}': (r) => ({
    path: `/v1/api-keys/${r.spare[r.caller].key}`,
    other: { path: `/v1/api-keys/${r.cmSpare.key}` },
  }),
  'POST /v1/api/content/chatEngine': () => ({
    path: '/v1/api/content/chatEngine',
    body: { prompt: 'What does the safety course cover?', orgId: WF },
    other: { path: '/v1/api/content/chatEngine', body: { prompt: 'What does the lab cover?', orgId: CM } },
  }),
  'POST /v1/api/content/create-many/{table}': () => ({
    path: '/v1/api/content/create-many/resourceGroups',
    body: [{ title: 'Matrix group', orgId: WF }],
    other: { path: '/v1/api/content/create-many/resourceGroups', body: [{ title: 'Matrix group', orgId: CM }] },
  }),
  'GET /v1/api/content/documents': () => ({ path: '/v1/api/content/documents' }),
  'GET /v1/api/content/resourceGroups': () => ({ path: '/v1/api/content/resourceGroups' }),
  'GET /v1/api/content/resources': () => ({ path: '/v1/api/content/resources' }),
  'POST /v1/api/content/vectorSearch': () => ({
    path: '/v1/api/content/vectorSearch',
    body: { orgId: WF, searchText: 'safety', contentTypes: ['resources'] },
    other: {
      path: '/v1/api/content/vectorSearch',
      body: { orgId: CM, searchText: 'safety', contentTypes: ['resources'] },
    },
  }),
  'GET /v1/api/content/{table}': () => ({
    path: '/v1/api/content/resources',
    other: { path: `/v1/api/content/resources?orgId=${CM}` },
  }),
  'POST /v1/api/content/{table}': () => ({
    path: '/v1/api/content/resourceGroups',
    body: { title: 'Matrix group', orgId: WF },
    other: { path: '/v1/api/content/resourceGroups', body: { title: 'Matrix group', orgId: CM } },
  }),
  'PUT /v1/api/content/{table}': () => ({
    path: '/v1/api/content/resources',
    body: { id: 'demo-resource-osha', name: 'OSHA 10 binder' },
    other: { path: '/v1/api/content/resources', body: { id: 'demo-resource-lab', name: 'Lab binder' } },
  }),
  'GET /v1/api/content/{table}/{id}': () => ({
    path: '/v1/api/content/resources/demo-resource-osha',
    other: { path: '/v1/api/content/resources/demo-resource-lab' },
  }),
  'GET /v1/apprenticeAgreements/{id}': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement',
  }),
  'PUT /v1/apprenticeAgreements/{id}/guardian': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement/guardian',
    body: { guardianName: 'Pat Guardian', guardianEmail: 'pat.guardian@example.test' },
  }),
  'POST /v1/apprenticeAgreements/{id}/guardianSign': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement/guardianSign',
    body: { dataUrl: png },
    codeRefused: true,
  }),
  'GET /v1/apprenticeAgreements/{id}/pdf': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement/pdf',
  }),
  'GET /v1/apprenticeAgreements/{id}/registrationPacket': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement/registrationPacket',
  }),
  'POST /v1/apprenticeAgreements/{id}/sign': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/apprenticeAgreements/demo-apprentice-agreement/sign',
    body: { dataUrl: png },
  }),
  'GET /v1/assistant/integrations/{integrationId}': () => ({
    path: '/v1/assistant/integrations/demo-assistant',
    headers: { origin: SITE },
  }),
  'POST /v1/assistant/sessions': () => ({
    path: '/v1/assistant/sessions',
    body: { integrationId: 'demo-assistant' },
    headers: { origin: SITE },
  }),
  'PATCH /v1/assistant/sessions/{sessionId}': (r) => ({
    headers: { origin: SITE },
    link: { 'x-chat-token': r.visitorChat.token },
    path: `/v1/assistant/sessions/${r.visitorChat.sessionId}`,
    body: { title: 'Matrix chat' },
    other: { path: `/v1/assistant/sessions/${r.cmChat.sessionId}`, body: { title: 'Matrix chat' } },
  }),
  'POST /v1/assistant/sessions/{sessionId}/forward': (r) => ({
    headers: { origin: SITE },
    link: { 'x-chat-token': r.visitorChat.token },
    path: `/v1/assistant/sessions/${r.visitorChat.sessionId}/forward`,
    body: { email: 'visitor@example.test', message: 'Please call me back.' },
  }),
  'GET /v1/assistant/sessions/{sessionId}/messages': (r) => ({
    headers: { origin: SITE },
    link: { 'x-chat-token': r.visitorChat.token },
    path: `/v1/assistant/sessions/${r.visitorChat.sessionId}/messages`,
    other: { path: `/v1/assistant/sessions/${r.cmChat.sessionId}/messages` },
  }),
  'POST /v1/assistant/sessions/{sessionId}/messages': (r) => ({
    headers: { origin: SITE },
    link: { 'x-chat-token': r.visitorChat.token },
    path: `/v1/assistant/sessions/${r.visitorChat.sessionId}/messages`,
    body: { content: 'What does the safety course cover?', contentTypes: ['resources'] },
  }),
  'PATCH /v1/assistant/sessions/{sessionId}/messages/{messageId}': (r) => ({
    headers: { origin: SITE },
    link: { 'x-chat-token': r.visitorChat.token },
    path: `/v1/assistant/sessions/${r.visitorChat.sessionId}/messages/${r.visitorChat.messageId}`,
    body: { knowledgeGap: true },
    other: {
      path: `/v1/assistant/sessions/${r.cmChat.sessionId}/messages/${r.cmChat.messageId}`,
      body: { knowledgeGap: true },
    },
  }),
  'POST /v1/auth/login': () => ({
    path: '/v1/auth/login',
    body: { email: 'student.workforce@demo.pathcraft.test', password: 'pathcraft-demo' },
  }),
  'POST /v1/auth/logout': () => ({ path: '/v1/auth/logout', body: { refreshToken: 'not-a-refresh-token' } }),
  'GET /v1/auth/me': () => ({ path: '/v1/auth/me' }),
  'PUT /v1/auth/password': () => ({
    path: '/v1/auth/password',
    body: { currentPassword: 'not-the-password', newPassword: 'pathcraft-matrix-1' },
  }),
  'POST /v1/auth/password-reset': () => ({
    path: '/v1/auth/password-reset',
    body: { email: 'nobody@example.test' },
  }),
  'POST /v1/auth/password-reset/confirm': () => ({
    path: '/v1/auth/password-reset/confirm',
    body: { code: 'not-a-code', password: 'pathcraft-matrix-1' },
  }),
  'POST /v1/auth/refresh': (r) => ({
    path: '/v1/auth/refresh',
    body: { refreshToken: r.spare[r.caller].refreshToken },
  }),
  'POST /v1/auth/sign-in-token': () => ({ path: '/v1/auth/sign-in-token' }),
  'POST /v1/auth/token-login': (r) => ({
    path: '/v1/auth/token-login',
    body: { token: r.spare[r.caller].signInToken },
  }),
  'POST /v1/auth/verify-email': () => ({ path: '/v1/auth/verify-email' }),
  'POST /v1/auth/verify-email/confirm': () => ({ path: '/v1/auth/verify-email/confirm', body: { code: 'not-a-code' } }),
  'GET /v1/compliance/eeo-summary': () => ({
    path: '/v1/compliance/eeo-summary',
    other: { path: `/v1/compliance/eeo-summary?orgId=${CM}` },
  }),
  'GET /v1/compliance/rapids-completeness': () => ({
    path: '/v1/compliance/rapids-completeness',
    other: { path: `/v1/compliance/rapids-completeness?orgId=${CM}` },
  }),
  'GET /v1/compliance/rapids-export': () => ({
    path: '/v1/compliance/rapids-export?includeSsn=true',
    other: { path: `/v1/compliance/rapids-export?orgId=${CM}&includeSsn=true` },
  }),
  'GET /v1/compliance/ratios': () => ({
    path: '/v1/compliance/ratios',
    other: { path: `/v1/compliance/ratios?orgId=${CM}` },
  }),
  'POST /v1/courses/{courseId}/cdn-files': () => ({
    path: '/v1/courses/demo-course-cnc/cdn-files',
    body: { files: [{ url: 'https://cdn.example.test/cnc.pdf', name: 'cnc.pdf', type: 'application/pdf', size: 10 }] },
    other: {
      path: '/v1/courses/demo-course-financial-wellness/cdn-files',
      body: { files: [{ url: 'https://cdn.example.test/fw.pdf', name: 'fw.pdf', type: 'application/pdf', size: 10 }] },
    },
  }),
  'GET /v1/courses/{courseId}/roster': () => ({
    path: '/v1/courses/demo-course-cnc/roster',
    other: { path: '/v1/courses/demo-course-financial-wellness/roster' },
  }),
  'PUT /v1/courses/{courseId}/sections/order': () => ({
    path: '/v1/courses/demo-course-cnc/sections/order',
    body: { ids: ['no-such-section'] },
    other: { path: '/v1/courses/demo-course-financial-wellness/sections/order', body: { ids: ['no-such-section'] } },
  }),
  'POST /v1/embed/material': (r) => ({
    path: '/v1/embed/material',
    body: { materialId: 'demo-material-osha', orgId: WF },
    other: { path: '/v1/embed/material', body: { materialId: r.cmMaterial, orgId: CM } },
  }),
  'GET /v1/employerAgreements/{id}': (r) => ({
    link: { 'x-access-token': r.codes.employer },
    path: '/v1/employerAgreements/demo-employer-agreement',
  }),
  'GET /v1/employerAgreements/{id}/employerProfile': (r) => ({
    link: { 'x-access-token': r.codes.employer },
    path: '/v1/employerAgreements/demo-employer-agreement/employerProfile',
  }),
  'GET /v1/employerAgreements/{id}/pdf': (r) => ({
    link: { 'x-access-token': r.codes.employer },
    path: '/v1/employerAgreements/demo-employer-agreement/pdf',
  }),
  'GET /v1/employerAgreements/{id}/program': (r) => ({
    link: { 'x-access-token': r.codes.employer },
    path: '/v1/employerAgreements/demo-employer-agreement/program',
  }),
  'POST /v1/employerAgreements/{id}/sign': (r) => ({
    link: { 'x-access-token': r.codes.employer },
    path: '/v1/employerAgreements/demo-employer-agreement/sign',
    body: { signerName: 'Matrix', signerTitle: 'Owner', signerSignature: png, signerSignatureDate: '2026-11-28' },
  }),
  'POST /v1/enrollments': () => ({
    path: '/v1/enrollments',
    body: { classId: 'demo-course-cnc' },
    other: { path: '/v1/enrollments', body: { classId: 'matrix-cm-private-course' } },
  }),
  'GET /v1/enrollments/classes/{classId}': () => ({
    path: '/v1/enrollments/classes/demo-course-cnc',
    other: { path: '/v1/enrollments/classes/matrix-cm-private-course' },
  }),
  'GET /v1/enrollments/mine': () => ({ path: '/v1/enrollments/mine' }),
  'POST /v1/enrollments/sign-up': (r) => ({
    path: '/v1/enrollments/sign-up',
    body: {
      name: 'Matrix Visitor',
      email: `visitor.${r.caller.toLowerCase()}@example.test`,
      password: 'pathcraft-matrix-1',
      classId: 'demo-course-osha10',
    },
  }),
  'GET /v1/external/aws/buffer': (r) => ({
    path: `/v1/external/aws/buffer?url=${encodeURIComponent(r.wfFileUrl)}`,
    other: { path: `/v1/external/aws/buffer?url=${encodeURIComponent(r.cmFileUrl)}` },
  }),
  'DELETE /v1/external/aws/delete-file': (r) => ({
    path: `/v1/external/aws/delete-file?file=${encodeURIComponent(r.wfSpareFileUrl[r.caller])}`,
    other: { path: `/v1/external/aws/delete-file?file=${encodeURIComponent(r.cmFileUrl)}` },
  }),
  'POST /v1/external/aws/upload': () => ({
    path: `/v1/external/aws/upload?fileExt=png&organizationId=${WF}`,
    upload: {},
    other: { path: `/v1/external/aws/upload?fileExt=png&organizationId=${CM}` },
  }),
  'GET /v1/external/cos/apprenticeship-sponsors': () => ({
    path: '/v1/external/cos/apprenticeship-sponsors?keyword=47-2111.00&location=15201',
  }),
  'GET /v1/external/cos/certificationfinder': () => ({
    path: '/v1/external/cos/certificationfinder?keyword=electrician',
  }),
  'GET /v1/external/cos/licenses': () => ({ path: '/v1/external/cos/licenses?keyword=47-2111.00&location=15201' }),
  'GET /v1/external/cos/occupation': () => ({ path: '/v1/external/cos/occupation?keyword=47-2111.00' }),
  'GET /v1/external/cos/occupations': () => ({ path: '/v1/external/cos/occupations?keyword=electrician' }),
  'GET /v1/external/cos/training': () => ({ path: '/v1/external/cos/training?keyword=47-2111.00&location=15201' }),
  'GET /v1/external/firebase/store/entries/{collection}': () => ({
    path: '/v1/external/firebase/store/entries/resources?ids=demo-resource-osha',
    other: { path: '/v1/external/firebase/store/entries/resources?ids=demo-resource-lab' },
  }),
  'DELETE /v1/external/firebase/store/{collection}': () => ({
    path: '/v1/external/firebase/store/resourceGroups?id=no-such-group',
  }),
  'GET /v1/external/firebase/store/{collection}': () => ({
    path: '/v1/external/firebase/store/resources?id=demo-resource-osha',
    other: { path: '/v1/external/firebase/store/resources?id=demo-resource-lab' },
  }),
  'POST /v1/external/firebase/store/{collection}': () => ({
    path: '/v1/external/firebase/store/resourceGroups',
    body: { title: 'Matrix group', orgId: WF },
    other: { path: '/v1/external/firebase/store/resourceGroups', body: { title: 'Matrix group', orgId: CM } },
  }),
  'PUT /v1/external/firebase/store/{collection}': () => ({
    path: '/v1/external/firebase/store/resources',
    body: { id: 'demo-resource-osha', name: 'OSHA 10 binder' },
    other: { path: '/v1/external/firebase/store/resources', body: { id: 'demo-resource-lab', name: 'Lab binder' } },
  }),
  'POST /v1/external/gmail/send': () => ({
    path: '/v1/external/gmail/send',
    body: { to: 'someone@example.test', subject: 'Matrix', body: 'Hello.' },
  }),
  'GET /v1/external/ipapi': () => ({ path: '/v1/external/ipapi' }),
  'GET /v1/external/supabase/{table}': () => ({
    path: '/v1/external/supabase/resources',
    other: { path: `/v1/external/supabase/resources?orgId=${CM}` },
  }),
  'POST /v1/external/supabase/{table}': () => ({
    path: '/v1/external/supabase/resourceGroups',
    body: { title: 'Matrix group', orgId: WF },
    other: { path: '/v1/external/supabase/resourceGroups', body: { title: 'Matrix group', orgId: CM } },
  }),
  'PUT /v1/external/supabase/{table}': () => ({
    path: '/v1/external/supabase/resources',
    body: { id: 'demo-resource-osha', name: 'OSHA 10 binder' },
    other: { path: '/v1/external/supabase/resources', body: { id: 'demo-resource-lab', name: 'Lab binder' } },
  }),
  'POST /v1/imports/{kind}': () => ({
    path: `/v1/imports/${IMPORT_KINDS[0]}`,
    body: { orgId: WF, rows: [{}] },
    other: { path: `/v1/imports/${IMPORT_KINDS[0]}`, body: { orgId: CM, rows: [{}] } },
  }),
  'POST /v1/imports/{kind}/preview': () => ({
    path: `/v1/imports/${IMPORT_KINDS[0]}/preview`,
    body: { orgId: WF, rows: [{}] },
    other: { path: `/v1/imports/${IMPORT_KINDS[0]}/preview`, body: { orgId: CM, rows: [{}] } },
  }),
  'GET /v1/invites': () => ({ path: '/v1/invites', other: { path: `/v1/invites?orgId=${CM}` } }),
  'POST /v1/invites': () => ({
    path: '/v1/invites',
    body: {
      inviteType: 'register',
      email: 'matrix.invitee@example.test',
      firstName: 'Matrix',
      lastName: 'Invitee',
      registerLink: REGISTER_LINK,
    },
    other: {
      path: '/v1/invites',
      body: {
        orgId: CM,
        inviteType: 'register',
        email: 'matrix.invitee@example.test',
        firstName: 'Matrix',
        lastName: 'Invitee',
        registerLink: REGISTER_LINK,
      },
    },
  }),
  'DELETE /v1/invites/{id}': (r) => ({
    path: `/v1/invites/${r.spare[r.caller].invite}`,
    other: { path: `/v1/invites/${r.cmSpare.invite}` },
  }),
  'GET /v1/invites/{id}': () => ({ path: '/v1/invites/demo-invite-register' }),
  'GET /v1/invites/{id}/history': (r) => ({
    path: '/v1/invites/demo-invite-register/history',
    other: { path: `/v1/invites/${r.cmInvite}/history` },
  }),
  'GET /v1/invites/{id}/registration': (r) => ({
    link: { 'x-access-token': r.codes.register },
    path: '/v1/invites/demo-invite-register/registration',
  }),
  'POST /v1/invites/{id}/resend': (r) => ({
    path: '/v1/invites/demo-invite-register/resend',
    other: { path: `/v1/invites/${r.cmInvite}/resend` },
  }),
  'POST /v1/invites/{id}/sign-up': (r) => ({
    link: { 'x-access-token': r.codes.register },
    path: '/v1/invites/demo-invite-register/sign-up',
    body: {
      name: 'Matrix Invitee',
      email: `invitee.${r.caller.toLowerCase()}@example.test`,
      password: 'pathcraft-matrix-1',
    },
  }),
  'GET /v1/invites/{id}/user/details': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/invites/demo-invite-apprentice/user/details',
  }),
  'PUT /v1/invites/{id}/user/details': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/invites/demo-invite-apprentice/user/details',
    body: { firstName: 'Jasmine', lastName: 'Carter' },
  }),
  'GET /v1/invites/{id}/user/privateInfo': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/invites/demo-invite-apprentice/user/privateInfo',
  }),
  'PUT /v1/invites/{id}/user/privateInfo': (r) => ({
    link: { 'x-access-token': r.codes.apprentice },
    path: '/v1/invites/demo-invite-apprentice/user/privateInfo',
    body: PRIVATE_INFO,
  }),
  'POST /v1/invites/{id}/viewed': (r) => ({
    link: { 'x-access-token': r.codes.register },
    path: '/v1/invites/demo-invite-register/viewed',
  }),
  'GET /v1/invites/{id}/wageSchedules': (r) => ({
    link: { 'x-access-token': r.codes.workforce },
    path: '/v1/invites/demo-invite-workforce/wageSchedules',
  }),
  'POST /v1/invites/{id}/wageSchedules': (r) => ({
    link: { 'x-access-token': r.codes.workforce },
    path: '/v1/invites/demo-invite-workforce/wageSchedules',
    body: schedule,
  }),
  'PUT /v1/invites/{id}/wageSchedules/{scheduleId}': (r) => ({
    link: { 'x-access-token': r.codes.workforce },
    path: '/v1/invites/demo-invite-workforce/wageSchedules/demo-wage-schedule-default',
    body: { title: 'Default schedule' },
    other: { path: `/v1/invites/demo-invite-workforce/wageSchedules/${r.cmSchedule}`, body: { title: 'Taken over' } },
  }),
  'GET /v1/invites/{id}/workforce': (r) => ({
    link: { 'x-access-token': r.codes.workforce },
    path: '/v1/invites/demo-invite-workforce/workforce',
  }),
  'PUT /v1/invites/{id}/workforce': (r) => ({
    link: { 'x-access-token': r.codes.workforce },
    path: '/v1/invites/demo-invite-workforce/workforce',
    body: { totalJourneyWorkers: 4 },
  }),
  'POST /v1/jobProfiles': () => ({
    path: '/v1/jobProfiles',
    body: { OnetTitle: 'Electricians', OnetCode: '47-2111.00' },
  }),
  'GET /v1/jobProfiles/{id}': () => ({ path: '/v1/jobProfiles/demo-job-cnc' }),
  'POST /v1/jobProfiles/{id}/share': () => ({
    path: '/v1/jobProfiles/demo-job-cnc/share',
    body: { name: 'Matrix Visitor', companyName: 'Matrix Co', phone: '555-0100', email: 'visitor@example.test' },
  }),
  'GET /v1/locations/validate': () => ({ path: '/v1/locations/validate?locationId=demo-wf-loc-strip' }),
  'GET /v1/maps/static': () => ({ path: '/v1/maps/static?zip=15201' }),
  'POST /v1/materials': () => ({
    path: '/v1/materials',
    body: { organizationId: WF, title: 'Matrix notes' },
    other: { path: '/v1/materials', body: { organizationId: CM, title: 'Matrix notes' } },
  }),
  'POST /v1/materials/media': () => ({ path: `/v1/materials/media?organizationId=${WF}`, upload: {} }),
  'GET /v1/materials/{id}': (r) => ({
    link: { 'x-access-token': r.codes.page },
    path: '/v1/materials/demo-material-osha',
    other: { path: `/v1/materials/${r.cmMaterial}` },
  }),
  'PATCH /v1/materials/{id}': (r) => ({
    path: '/v1/materials/demo-material-osha',
    body: { title: 'OSHA 10 notes' },
    other: { path: `/v1/materials/${r.cmMaterial}`, body: { title: 'Lab notes' } },
  }),
  'POST /v1/materials/{id}/draft': (r) => ({
    path: '/v1/materials/demo-material-osha/draft',
    body: { promptType: 'mainPoints' },
    other: { path: `/v1/materials/${r.cmMaterial}/draft`, body: { promptType: 'mainPoints' } },
  }),
  'POST /v1/materials/{id}/files': () => ({ path: '/v1/materials/demo-material-osha/files', upload: {} }),
  'DELETE /v1/materials/{id}/files/{fileId}': (r) => ({
    path: '/v1/materials/demo-material-osha/files/no-such-file',
    other: { path: `/v1/materials/${r.cmMaterial}/files/no-such-file` },
  }),
  'GET /v1/openapi.json': () => ({ path: '/v1/openapi.json' }),
  'GET /v1/organizations/lookup': () => ({ path: '/v1/organizations/lookup?slug=demo-workforce' }),
  'POST /v1/program-import': () => ({
    path: '/v1/program-import',
    body: { organizationId: WF, program: PROGRAM_DRAFT },
    other: { path: '/v1/program-import', body: { organizationId: CM, program: PROGRAM_DRAFT } },
  }),
  'GET /v1/program-import/existing': () => ({ path: '/v1/program-import/existing?rapidsCode=0123' }),
  'GET /v1/program-import/lookup': () => ({ path: '/v1/program-import/lookup?rapidsCode=0123' }),
  'POST /v1/program-import/parse': () => ({ path: `/v1/program-import/parse?organizationId=${WF}`, upload: {} }),
  'GET /v1/progress/apprentices': () => ({
    path: '/v1/progress/apprentices',
  }),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}`,
    notTheirs: ['teacher'],
  }),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/certificate': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/certificate`,
    notTheirs: ['teacher'],
  }),
  // No certificate issued: the sponsor is told so (404), the others are refused first.
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/certificate/withdraw': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/certificate/withdraw`,
    body: { reason: 'Recorded in error.' },
    notTheirs: ['teacher'],
  }),
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/competencies/{competencyId}/sign-off':
    () => ({
      path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/competencies/c-safety/sign-off`,
      notTheirs: ['teacher'],
    }),
  'GET /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/instruction-hours`,
    notTheirs: ['teacher'],
  }),
  'POST /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/instruction-hours`,
    body: { date: '2026-11-20', hours: 2 },
    notTheirs: ['teacher'],
  }),
  // An entry that is not there: those who may change entries are told so (404), the others are refused first.
  'PUT /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours/{id}': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/instruction-hours/no-such-entry`,
    body: { date: '2026-11-20', hours: 2 },
    notTheirs: ['teacher'],
  }),
  'DELETE /v1/progress/apprenticeships/{apprenticeshipId}/apprentices/{userId}/instruction-hours/{id}': () => ({
    path: `/v1/progress/apprenticeships/${PROGRAM}/apprentices/${APPRENTICE}/instruction-hours/no-such-entry`,
    notTheirs: ['teacher'],
  }),
  'POST /v1/progress/logs': () => ({
    path: '/v1/progress/logs',
    body: { apprenticeshipId: PROGRAM, weekStart: '2026-11-16', ...week },
  }),
  'PUT /v1/progress/logs/{id}': () => ({
    path: `/v1/progress/logs/demo-log-${APPRENTICE}-2026-11-02`,
    body: week,
  }),
  'POST /v1/progress/logs/{id}/review': () => ({
    path: `/v1/progress/logs/demo-log-${APPRENTICE}-2026-11-09/review`,
    body: { decision: 'return', comment: 'Matrix: please split the hours.' },
    notTheirs: ['teacher'],
  }),
  'GET /v1/progress/mine': () => ({ path: '/v1/progress/mine' }),
  'GET /v1/progress/queue': () => ({ path: '/v1/progress/queue' }),
  'POST /v1/progress/wage-steps/{id}/confirm': () => ({
    path: '/v1/progress/wage-steps/demo-wage-step-marcus-2/confirm',
  }),
  'GET /v1/public/orgs/{orgSlug}/courses/{courseKey}/{courseValue}': () => ({
    path: '/v1/public/orgs/demo-workforce/courses/courseSlug/osha-10-general-industry',
  }),
  'GET /v1/public/orgs/{orgSlug}/pathways/{pathwayId}': () => ({
    path: '/v1/public/orgs/demo-workforce/pathways/demo-pathway-manufacturing',
  }),
  'GET /v1/public/page-links/{pageLinkId}': () => ({ path: '/v1/public/page-links/demo-link' }),
  'GET /v1/public/pages/{pageId}': (r) => ({
    link: { 'x-access-token': r.codes.page },
    path: '/v1/public/pages/demo-page',
  }),
  'GET /v1/userProfiles/{userId}': (r) => ({
    path: `/v1/userProfiles/${r.me}`,
    other: { path: `/v1/userProfiles/${CM_STUDENT}` },
  }),
  'PUT /v1/userProfiles/{userId}': (r) => ({
    path: `/v1/userProfiles/${r.me}`,
    body: PRIVATE_INFO,
    other: { path: `/v1/userProfiles/${CM_STUDENT}`, body: PRIVATE_INFO },
  }),
  'GET /v1/users/by-id': () => ({
    path: `/v1/users/by-id?userId=${LEARNER}`,
    other: { path: `/v1/users/by-id?userId=${CM_STUDENT}` },
  }),
  'GET /v1/users/by-uid': () => ({
    path: `/v1/users/by-uid?uid=${LEARNER}`,
    other: { path: `/v1/users/by-uid?uid=${CM_STUDENT}` },
  }),
  'POST /v1/users/lists': () => ({
    path: '/v1/users/lists',
    body: { id: LEARNER, courseIds: ['demo-course-cnc'] },
    other: { path: '/v1/users/lists', body: { id: CM_STUDENT, courseIds: ['demo-course-cnc'] } },
  }),
  'GET /v1/users/{id}/account': () => ({
    path: `/v1/users/${LEARNER}/account`,
    other: { path: `/v1/users/${CM_STUDENT}/account` },
  }),
  'POST /v1/users/{id}/deactivate': () => ({
    path: `/v1/users/${LEARNER}/deactivate`,
    other: { path: `/v1/users/${CM_STUDENT}/deactivate` },
  }),
  'GET /v1/users/{id}/details': (r) => ({
    path: `/v1/users/${r.me}/details`,
    other: { path: `/v1/users/${CM_STUDENT}/details` },
  }),
  'PUT /v1/users/{id}/details': (r) => ({
    path: `/v1/users/${r.me}/details`,
    body: details,
    other: { path: `/v1/users/${CM_STUDENT}/details`, body: details },
  }),
  'POST /v1/users/{id}/reactivate': () => ({
    path: `/v1/users/${LEARNER}/reactivate`,
    other: { path: `/v1/users/${CM_STUDENT}/reactivate` },
  }),
  'PUT /v1/users/{id}/role': () => ({
    path: `/v1/users/${LEARNER}/role`,
    body: { role: ['student'] },
    other: { path: `/v1/users/${CM_STUDENT}/role`, body: { role: ['student'] } },
  }),
  'POST /v1/users/{id}/signature': (r) => ({ path: `/v1/users/${r.me}/signature`, body: { dataUrl: png } }),
  'GET /v1/wageSchedules': (r) => ({
    path: `/v1/wageSchedules?f.apprenticeshipId[eq]=${PROGRAM}`,
    other: { path: `/v1/wageSchedules?ids=${r.cmSchedule}` },
  }),
  'POST /v1/wageSchedules': () => ({ path: '/v1/wageSchedules', body: schedule }),
  'DELETE /v1/wageSchedules/{id}': (r) => ({
    path: `/v1/wageSchedules/${r.spare[r.caller].schedule}`,
    other: { path: `/v1/wageSchedules/${r.cmSpare.schedule}` },
  }),
  'GET /v1/wageSchedules/{id}': (r) => ({
    path: '/v1/wageSchedules/demo-wage-schedule-default',
    other: { path: `/v1/wageSchedules/${r.cmSchedule}` },
  }),
  'PUT /v1/wageSchedules/{id}': (r) => ({
    path: '/v1/wageSchedules/demo-wage-schedule-four-step',
    body: { title: 'Four-step schedule' },
    other: { path: `/v1/wageSchedules/${r.cmSchedule}`, body: { title: 'Other schedule' } },
  }),
};

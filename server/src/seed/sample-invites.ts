import type { invites } from '../db/schema/index.ts';
import {
  APPRENTICE_AGREEMENT_ID,
  APPRENTICE_ID,
  APPRENTICESHIP_ID,
  EMPLOYER_AGREEMENT_ID,
} from './sample-apprenticeship.ts';
import { EMPLOYER_PROFILE_ID, LOC_MON_VALLEY, WORKFORCE_ORG_ID, WORKFORCE_SLUG } from './sample-people.ts';

/**
 * The demo's access codes, fixed so the start-up banner and the README can
 * print them. The database stores only their keyed hashes.
 */
export const DEMO_CODES = {
  apprenticeInvite: 'K7P2QX',
  employerInvite: 'M4R8TZ',
  workforceInvite: 'W3F9HD',
  registerInvite: 'R6N2JB',
  pageLink: 'L5C8VA',
} as const;

type Invite = typeof invites.$inferInsert & { id: string };
const site = {
  orgId: WORKFORCE_ORG_ID,
  locationId: LOC_MON_VALLEY,
  employerProfileId: EMPLOYER_PROFILE_ID,
  apprenticeshipId: APPRENTICESHIP_ID,
};
const karen = {
  firstName: 'Karen',
  lastName: 'Novak',
  title: 'Director of Human Resources',
  email: 'karen.novak@demo.pathcraft.test',
};

/** One invite of every type, each with its clear code (hashed by the seed). */
export const sampleInvites: (Invite & { code: string; what: string })[] = [
  {
    id: 'demo-invite-apprentice',
    what: 'Apprentice agreement invite',
    code: DEMO_CODES.apprenticeInvite,
    ...site,
    inviteType: 'apprenticeAgreement',
    firstName: 'Jasmine',
    lastName: 'Carter',
    email: 'student.workforce@demo.pathcraft.test',
    userId: APPRENTICE_ID,
    apprenticeAgreementId: APPRENTICE_AGREEMENT_ID,
  },
  {
    id: 'demo-invite-employer',
    what: 'Employer agreement invite',
    code: DEMO_CODES.employerInvite,
    ...site,
    ...karen,
    inviteType: 'employerAgreement',
    employerAgreementId: EMPLOYER_AGREEMENT_ID,
  },
  {
    id: 'demo-invite-workforce',
    what: 'Workforce information invite',
    code: DEMO_CODES.workforceInvite,
    ...site,
    ...karen,
    inviteType: 'workforce',
  },
  {
    id: 'demo-invite-register',
    what: 'Registration invite',
    code: DEMO_CODES.registerInvite,
    orgId: WORKFORCE_ORG_ID,
    inviteType: 'register',
    firstName: 'Andre',
    lastName: 'Williams',
    email: 'andre.williams@demo.pathcraft.test',
    // After signing up the invitee lands on the enrolment of the OSHA 10 class.
    registerLink: `/login/${WORKFORCE_SLUG}?action=signup&continueUrl=${encodeURIComponent('/enroll/demo-course-osha10')}&inviteId=`,
  },
];

/**
 * What the demo prints: where each code is used. The page link's code
 * (DEMO_CODES.pageLink) joins the list once its page (/link/:id) is built.
 */
export const DEMO_ACCESS_CODES: { what: string; url: string; code: string }[] = sampleInvites.map((i) => ({
  what: i.what,
  url: `/external/invite/id/${i.id}`,
  code: i.code,
}));

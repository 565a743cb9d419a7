import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, int, json, list, listIndexes, lowered, num, str, timestamps } from './columns.ts';
import type {
  InviteType,
  RapidsCareerConnection,
  RapidsCareerLinkage,
  RapidsStudentStatus,
  RapidsWioaType,
} from '@pathcraft/sdk';

/** One step of a wage schedule: the wage paid for `duration` OJT hours (docs/rules.md#wage-schedules). */
export interface WageRateRow {
  wageAmount: number;
  duration: number;
}

/** An entry of an invite history (docs/rules.md#invitations-and-access-codes): the invite's fields plus what happened, newest first. */
export type InviteHistoryRow = Record<string, unknown> & { actionAt: string; actionTaken?: string; action?: string };

/** A registered apprenticeship program run at an employer location (docs/rules.md#agreements). */
export const apprenticeships = sqliteTable(
  'apprenticeships',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    locationId: str('locationId'),
    employerProfileId: str('employerProfileId'),
    title: str('title').notNull(),
    occupationName: str('occupationName'),
    occupationONetCode: str('occupationONetCode'),
    rapidsCode: str('rapidsCode'),
    ojtHours: int('ojtHours'),
    instructionHours: int('instructionHours'),
    startDate: str('startDate'),
    expectedEndDate: str('expectedEndDate'),
    instructionProviderId: str('instructionProviderId'),
    /** The program's related-instruction classes and the hours each counts for once an apprentice completes it. */
    instructionClasses: json<{ courseId: string; hours: number }[]>('instructionClasses'),
    /** The program manager (sponsor user). */
    userId: str('userId'),
    apprenticeshipTemplateId: str('apprenticeshipTemplateId'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('apprenticeships', t, t.title),
    index('apprenticeships_location').on(t.locationId),
    index('apprenticeships_employer').on(t.employerProfileId),
    index('apprenticeships_user').on(t.userId),
  ],
);

/** Who takes part in an apprenticeship and how. */
export const apprenticeshipUsers = sqliteTable(
  'apprenticeshipUsers',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId').notNull(),
    userId: str('userId').notNull(),
    role: str('role').notNull().$type<'apprentice' | 'journeyworker' | 'sponsor'>(),
    active: bool('active').notNull().default(true),
    // An apprentice's registration answers for the agency, given by the sponsor's staff (sdk rapids-registration.rules.ts).
    studentStatus: str('studentStatus').$type<RapidsStudentStatus>(),
    careerConnection: str('careerConnection').$type<RapidsCareerConnection>(),
    wioaParticipant: bool('wioaParticipant'),
    wioaType: str('wioaType').$type<RapidsWioaType>(),
    careerLinkage: str('careerLinkage').$type<RapidsCareerLinkage>(),
    taaParticipant: bool('taaParticipant'),
    ojtFundingSources: str('ojtFundingSources'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('apprenticeshipUsers_member').on(t.apprenticeshipId, t.userId, t.role),
    // The ratio rule and the affirmative-action threshold count active apprentices and journeyworkers (docs/rules.md#agreements).
    index('apprenticeshipUsers_count').on(t.apprenticeshipId, t.role, t.active),
    index('apprenticeshipUsers_user').on(t.userId),
    ...listIndexes('apprenticeshipUsers', t, t.createdAt, 'desc'),
  ],
);

export const employerProfiles = sqliteTable(
  'employerProfiles',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    locationId: str('locationId'),
    name: str('name').notNull(),
    contactFirstName: str('contactFirstName'),
    contactLastName: str('contactLastName'),
    contactTitle: str('contactTitle'),
    contactPhone: str('contactPhone'),
    contactEmail: str('contactEmail'),
    ein: str('ein'),
    naicsCode: str('naicsCode'),
    totalEmployees: int('totalEmployees'),
    totalEmployeesColor: int('totalEmployeesColor'),
    totalEmployeesFemale: int('totalEmployeesFemale'),
    totalJourneyWorkers: int('totalJourneyWorkers'),
    totalJourneyWorkersColor: int('totalJourneyWorkersColor'),
    totalJourneyWorkersFemale: int('totalJourneyWorkersFemale'),
    /** 'Data Submitted' entries written by the workforce form, newest first. */
    inviteHistory: json<InviteHistoryRow[]>('inviteHistory'),
    /** The registration agency's identifier of this employer (its RAPIDS upload's Employer column). */
    rapidsId: str('rapidsId'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('employerProfiles', t, t.name),
    index('employerProfiles_location').on(t.locationId),
    // The employers a person is the contact of, found by e-mail in any case (progress-access.ts contactEmailIs).
    index('employerProfiles_contactEmail').on(lowered(t.contactEmail)),
  ],
);

export const wageSchedules = sqliteTable(
  'wageSchedules',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    /** The journeyworker entry wage; each rate is a share of it. */
    entryWage: num('entryWage').notNull(),
    wageRates: json<WageRateRow[]>('wageRates').notNull(),
    employerProfileId: str('employerProfileId'),
    apprenticeshipId: str('apprenticeshipId'),
    locationId: str('locationId'),
    /** The registration agency's identifier of this schedule (its RAPIDS upload's Wage Schedule column). */
    rapidsId: str('rapidsId'),
    ...timestamps,
  },
  // Listed by employer profile and/or apprenticeship, or by location (docs/rules.md#wage-schedules).
  (t) => [
    index('wageSchedules_employer').on(t.employerProfileId, t.apprenticeshipId),
    index('wageSchedules_apprenticeship').on(t.apprenticeshipId),
    index('wageSchedules_location').on(t.locationId),
    ...listIndexes('wageSchedules', t, t.title),
  ],
);

/** A training-program template, usually imported from a program document (docs/rules.md#program-import). */
export const apprenticeshipTemplates = sqliteTable(
  'apprenticeshipTemplates',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    title: str('title').notNull(),
    description: str('description'),
    type: str('type').$type<'CB' | 'TB' | 'H'>(),
    occupationONetCode: str('occupationONetCode'),
    rapidsCode: str('rapidsCode'),
    estimatedLength: str('estimatedLength'),
    occupationName: str('occupationName'),
    instructionHours: int('instructionHours'),
    ojtHours: int('ojtHours'),
    industryCode: str('industryCode'),
    competencies: json<{ id: string; description: string; totalHours?: number | null }[]>('competencies'),
    competencyGroups: json<{ id: string; description: string; competencyIds: string[] }[]>('competencyGroups'),
    ...timestamps,
  },
  // An import is refused when a program with the same RAPIDS or O*NET code exists.
  (t) => [
    index('apprenticeshipTemplates_rapids').on(t.rapidsCode),
    index('apprenticeshipTemplates_onet').on(t.occupationONetCode),
    ...listIndexes('apprenticeshipTemplates', t, t.title),
  ],
);

export const instructionProviders = sqliteTable(
  'instructionProviders',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    name: str('name').notNull(),
    contactFirstName: str('contactFirstName'),
    contactLastName: str('contactLastName'),
    contactTitle: str('contactTitle'),
    contactEmail: str('contactEmail'),
    contactPhone: str('contactPhone'),
    url: str('url'),
    addressLine1: str('addressLine1'),
    addressLine2: str('addressLine2'),
    addressCity: str('addressCity'),
    addressState: str('addressState'),
    addressPostalCode: str('addressPostalCode'),
    /** The registration agency's identifier of this provider (its RAPIDS upload's Related Technical Instruction Provider column). */
    rapidsId: str('rapidsId'),
    ...timestamps,
  },
  (t) => [...listIndexes('instructionProviders', t, t.name)],
);

/**
 * The apprentice agreement (docs/rules.md#agreements), Section A filled by the apprentice.
 * `ssn` and `dob` hold AES-GCM ciphertext (`enc:v1:...`), never clear text.
 * Once signedAt is set the row is frozen; dataHash and signedPdfHash prove what was signed.
 */
export const apprenticeAgreements = sqliteTable(
  'apprenticeAgreements',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    apprenticeshipId: str('apprenticeshipId'),
    employerProfileId: str('employerProfileId'),
    employerAgreementId: str('employerAgreementId'),
    locationId: str('locationId'),
    userId: str('userId'),
    userProfileId: str('userProfileId'),
    inviteId: str('inviteId'),
    name: str('name'),
    signerName: str('signerName'),
    signerFirstName: str('signerFirstName'),
    signerLastName: str('signerLastName'),
    signerMiddleName: str('signerMiddleName'),
    signerEmail: str('signerEmail'),
    signerPhone: str('signerPhone'),
    signerSignature: str('signerSignature'),
    signerSignatureDate: str('signerSignatureDate'),
    signerIpAddress: str('signerIpAddress'),
    signerInviteSentAt: str('signerInviteSentAt'),
    employmentStatus: str('employmentStatus'),
    employmentStatusDate: str('employmentStatusDate'),
    newOrExistingEmployee: str('newOrExistingEmployee'),
    ssn: str('ssn'),
    dob: str('dob'),
    gender: str('gender'),
    ethnicity: str('ethnicity'),
    races: list('races'),
    veteranStatus: str('veteranStatus'),
    disability: str('disability'),
    educationLevel: str('educationLevel'),
    orgReferral: str('orgReferral'),
    citizenStatus: str('citizenStatus'),
    addressLine1: str('addressLine1'),
    addressLine2: str('addressLine2'),
    addressCity: str('addressCity'),
    addressState: str('addressState'),
    addressPostalCode: str('addressPostalCode'),
    criminalBkg: str('criminalBkg'),
    hoursProbationary: int('hoursProbationary'),
    creditPrevJob: num('creditPrevJob'),
    wagesPaidDuringRTI: str('wagesPaidDuringRTI').notNull().default('no').$type<'yes' | 'no'>(),
    RTIDuringWorkHrs: str('RTIDuringWorkHrs').notNull().default('no').$type<'yes' | 'no'>(),
    creditPrevRTIHrs: num('creditPrevRTIHrs'),
    priorHourlyWage: num('priorHourlyWage'),
    occupationName: str('occupationName'),
    ojtHours: int('ojtHours'),
    instructionHours: int('instructionHours'),
    startDate: str('startDate'),
    expectedEndDate: str('expectedEndDate'),
    /** When the apprentice signed; signedAt follows once every signature it needs is on it (a minor's guardian's too). */
    apprenticeSignedAt: str('apprenticeSignedAt'),
    /** The parent or guardian who co-signs for an apprentice under 18 on the signing day. */
    guardianName: str('guardianName'),
    guardianEmail: str('guardianEmail'),
    /** The guardian's current invitation (one at a time: naming another guardian replaces it). */
    guardianInviteId: str('guardianInviteId'),
    guardianInviteSentAt: str('guardianInviteSentAt'),
    guardianSignature: str('guardianSignature'),
    guardianSignatureDate: str('guardianSignatureDate'),
    guardianIpAddress: str('guardianIpAddress'),
    guardianSignedAt: str('guardianSignedAt'),
    signedAt: str('signedAt'),
    signedPdfHash: str('signedPdfHash'),
    /** Where the signed PDF is kept (a private file key); its SHA-256 is signedPdfHash. */
    signedPdfKey: str('signedPdfKey'),
    dataHash: str('dataHash'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('apprenticeAgreements', t, t.createdAt, 'desc'),
    // An apprentice's agreements, first first: whom they work for (progress-access.ts employerOfApprentice, overseenApprentices).
    index('apprenticeAgreements_apprentice').on(t.apprenticeshipId, t.userId, t.createdAt, t.id),
    index('apprenticeAgreements_user').on(t.userId),
    index('apprenticeAgreements_employer').on(t.employerProfileId),
  ],
);

/** The employer's acceptance of the program standards (docs/rules.md#agreements); frozen once signed. */
export const employerAgreements = sqliteTable(
  'employerAgreements',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    employerProfileId: str('employerProfileId'),
    apprenticeshipId: str('apprenticeshipId'),
    locationId: str('locationId'),
    signerName: str('signerName'),
    signerTitle: str('signerTitle'),
    signerSignature: str('signerSignature'),
    signerSignatureDate: str('signerSignatureDate'),
    signerIpAddress: str('signerIpAddress'),
    signerEmail: str('signerEmail'),
    signerInviteSentAt: str('signerInviteSentAt'),
    inviteHistory: json<InviteHistoryRow[]>('inviteHistory'),
    signedAt: str('signedAt'),
    signedPdfHash: str('signedPdfHash'),
    /** Where the signed PDF is kept (a private file key); its SHA-256 is signedPdfHash. */
    signedPdfKey: str('signedPdfKey'),
    dataHash: str('dataHash'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('employerAgreements', t, t.createdAt, 'desc'),
    index('employerAgreements_employer').on(t.employerProfileId, t.apprenticeshipId),
    index('employerAgreements_apprenticeship').on(t.apprenticeshipId),
  ],
);

/**
 * Invitations (docs/rules.md#invitations-and-access-codes). The 6-character access code is stored only as a keyed
 * hash, so a copied database cannot reveal or test codes.
 */
export const invites = sqliteTable(
  'invites',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    inviteType: str('inviteType').notNull().$type<InviteType>(),
    firstName: str('firstName'),
    lastName: str('lastName'),
    title: str('title'),
    email: str('email'),
    locationId: str('locationId'),
    employerProfileId: str('employerProfileId'),
    apprenticeshipId: str('apprenticeshipId'),
    apprenticeAgreementId: str('apprenticeAgreementId'),
    employerAgreementId: str('employerAgreementId'),
    registerLink: str('registerLink'),
    /** The invited user, once known (the apprentice of an apprentice agreement). */
    userId: str('userId'),
    accessCodeHash: str('accessCodeHash'),
    sentAt: str('sentAt'),
    viewedAt: str('viewedAt'),
    usedAt: str('usedAt'),
    history: json<InviteHistoryRow[]>('history'),
    ...timestamps,
  },
  (t) => [
    ...listIndexes('invites', t, t.createdAt, 'desc'),
    index('invites_employer').on(t.employerProfileId, t.apprenticeshipId),
    index('invites_apprenticeAgreement').on(t.apprenticeAgreementId),
    index('invites_employerAgreement').on(t.employerAgreementId),
    index('invites_email').on(t.email),
  ],
);

/**
 * Personal and private reporting information (docs/rules.md#private-information). Every private value is
 * stored as AES-GCM ciphertext text (races as a list of ciphertexts), so the
 * columns are text whatever the clear type.
 */
export const userProfiles = sqliteTable(
  'userProfiles',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    userId: str('userId').notNull(),
    ssn: str('ssn'),
    dob: str('dob'),
    gender: str('gender'),
    addressLine1: str('addressLine1'),
    addressLine2: str('addressLine2'),
    addressCity: str('addressCity'),
    addressState: str('addressState'),
    addressPostalCode: str('addressPostalCode'),
    addressCountry: str('addressCountry'),
    educationLevel: str('educationLevel'),
    employmentStatus: str('employmentStatus'),
    employmentStatusDate: str('employmentStatusDate'),
    newOrExistingEmployee: str('newOrExistingEmployee'),
    disability: str('disability'),
    ethnicity: str('ethnicity'),
    races: list('races'),
    veteranStatus: str('veteranStatus'),
    orgReferral: str('orgReferral'),
    citizenStatus: str('citizenStatus'),
    criminalBkg: str('criminalBkg'),
    ...timestamps,
  },
  (t) => [uniqueIndex('userProfiles_user').on(t.userId), ...listIndexes('userProfiles', t, t.createdAt, 'desc')],
);

import { z } from 'zod';
import { ZApprenticeRegistration } from '../compliance/rapids-registration.rules.ts';
import { zEmail, zHttpUrl, zId, zIds, zNullable, zRequired, zText } from '../common.schema.ts';
import { RAPIDS_ID_MAX, RAPIDS_ID_MESSAGE, RAPIDS_ID_PATTERN } from '../compliance/rapids-id.rules.ts';
import { zOnetSocCode } from '../training-plans/training-plans.schema.ts';
import { GUARDIAN_MESSAGES, naicsCodeProblem, WORKFORCE_MESSAGES } from '../agreements/agreements.rules.ts';
import { isInstructionClassHours, PROGRESS_MESSAGES } from '../progress/progress.rules.ts';
import {
  APPRENTICESHIP_USER_ROLES,
  CITIZEN_STATUSES,
  DISABILITY_STATUSES,
  EDUCATION_LEVELS,
  ETHNICITIES,
  GENDERS,
  INDUSTRY_CODES,
  INVITE_TYPES,
  NEW_OR_EXISTING_EMPLOYEE,
  ORG_REFERRALS,
  RACES,
  TEMPLATE_TYPES,
  VETERAN_STATUSES,
  YES_NO,
} from './apprenticeships.enums.ts';

const zTitle = zRequired('Title is required.');
const zName = zRequired('Name is required.');
const zHours = z.number().int().min(0).max(20_000);
/** A calendar day, YYYY-MM-DD. */
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
/** The form inserts the hyphens (docs/rules.md#private-information), so the stored shape is always xxx-xx-xxxx. */
export const zSsn = z.string().regex(/^\d{3}-\d{2}-\d{4}$/, 'Enter a valid Social Security Number.');

const contact = {
  contactFirstName: zNullable(zText(100)),
  contactLastName: zNullable(zText(100)),
  contactTitle: zNullable(zText(200)),
  contactPhone: zNullable(zText(40)),
  contactEmail: zNullable(zEmail),
};
const address = {
  addressLine1: zNullable(zText(200)),
  addressLine2: zNullable(zText(200)),
  addressCity: zNullable(zText(100)),
  addressState: zNullable(zText(2)),
  addressPostalCode: zNullable(zText(10)),
};

/**
 * The personal reporting fields shared by the user profile and the apprentice
 * agreement (docs/rules.md#private-information). The server encrypts them before storing; which
 * ones are required is the form's rule, so each is optional here.
 */
const personal = {
  ssn: zNullable(zSsn),
  dob: zNullable(zDay),
  gender: zNullable(z.enum(GENDERS)),
  ethnicity: zNullable(z.enum(ETHNICITIES)),
  races: zNullable(z.array(z.enum(RACES)).max(RACES.length)),
  veteranStatus: zNullable(z.enum(VETERAN_STATUSES)),
  disability: zNullable(z.enum(DISABILITY_STATUSES)),
  educationLevel: zNullable(z.enum(EDUCATION_LEVELS)),
  orgReferral: zNullable(z.enum(ORG_REFERRALS)),
  citizenStatus: zNullable(z.enum(CITIZEN_STATUSES)),
  /** Only 'ue' (unemployed) is named by the spec. */
  employmentStatus: zNullable(zText(20)),
  employmentStatusDate: zNullable(zDay),
  newOrExistingEmployee: zNullable(z.enum(NEW_OR_EXISTING_EMPLOYEE)),
  criminalBkg: zNullable(zText(40)),
  ...address,
};

/**
 * The program's related-instruction classes: each class an apprentice completes adds its hours to
 * their RTI hours (sdk instructionHoursOf).
 */
export const zInstructionClasses = z
  .array(
    z
      .object({
        courseId: zId,
        hours: z.number().refine(isInstructionClassHours, PROGRESS_MESSAGES.instructionClassHours),
      })
      .strict(),
  )
  .max(50, 'A program lists at most 50 related-instruction classes.')
  .refine(
    (classes) => new Set(classes.map((c) => c.courseId)).size === classes.length,
    PROGRESS_MESSAGES.repeatedInstructionClass,
  );

export const ZApprenticeship = z.object({
  orgId: zId,
  locationId: zNullable(zId),
  employerProfileId: zNullable(zId),
  title: zTitle,
  occupationName: zNullable(zText(200)),
  occupationONetCode: zNullable(zOnetSocCode),
  rapidsCode: zNullable(zText(20)),
  ojtHours: zNullable(zHours),
  instructionHours: zNullable(zHours),
  startDate: zNullable(zDay),
  expectedEndDate: zNullable(zDay),
  instructionProviderId: zNullable(zId),
  instructionClasses: zNullable(zInstructionClasses),
  userId: zNullable(zId),
  apprenticeshipTemplateId: zNullable(zId),
});
export type ApprenticeshipInput = z.infer<typeof ZApprenticeship>;

export const ZApprenticeshipUser = z.object({
  orgId: zId,
  apprenticeshipId: zId,
  userId: zId,
  role: z.enum(APPRENTICESHIP_USER_ROLES),
  active: z.boolean().optional(),
  // An apprentice's answers for the registration agency, given by the sponsor's staff.
  ...ZApprenticeRegistration.shape,
});
export type ApprenticeshipUserInput = z.infer<typeof ZApprenticeshipUser>;

const zCount = z.number().int().min(0).max(10_000_000);

/**
 * The registration agency's own identifier of an employer, RTI provider or wage schedule, from
 * its upload's Employer, RTI Providers and Wage Schedules tabs. The upload types these columns
 * "any" with no pattern or length (tableschema.json), so this only keeps it one clean line.
 */
export const zRapidsId = zNullable(
  z.string().max(RAPIDS_ID_MAX, RAPIDS_ID_MESSAGE).regex(RAPIDS_ID_PATTERN, RAPIDS_ID_MESSAGE),
);

/** The employer; inviteHistory is written by the workforce form's save, not by callers. */
export const ZEmployerProfile = z.object({
  orgId: zId,
  locationId: zNullable(zId),
  name: zName,
  ...contact,
  ein: zNullable(z.string().regex(/^\d{2}-\d{7}$/, 'Enter an EIN as XX-XXXXXXX.')),
  // The workforce form's rule, so staff writing it read the employer's message (2 to 6 digits).
  naicsCode: zNullable(
    z
      .string()
      .trim()
      .refine((code) => !naicsCodeProblem(code), WORKFORCE_MESSAGES.naicsFormat),
  ),
  totalEmployees: zNullable(zCount.min(1)),
  totalEmployeesColor: zNullable(zCount),
  totalEmployeesFemale: zNullable(zCount),
  totalJourneyWorkers: zNullable(zCount),
  totalJourneyWorkersColor: zNullable(zCount),
  totalJourneyWorkersFemale: zNullable(zCount),
  rapidsId: zRapidsId,
});
export type EmployerProfileInput = z.infer<typeof ZEmployerProfile>;

/**
 * One wage period. The minimum wage (it depends on the place and the day),
 * the ordering and the hour total are checked by the wage-schedule rules.
 */
export const ZWageRate = z.object({
  wageAmount: z.number().positive().max(10_000),
  duration: z.number().int().min(1).max(20_000),
});
export type WageRate = z.infer<typeof ZWageRate>;

export const ZWageSchedule = z.object({
  orgId: zId,
  title: zTitle,
  entryWage: z.number().positive().max(10_000),
  wageRates: z.array(ZWageRate).min(1, 'Wage rates required.').max(50),
  employerProfileId: zNullable(zId),
  apprenticeshipId: zNullable(zId),
  locationId: zNullable(zId),
  rapidsId: zRapidsId,
});
export type WageScheduleInput = z.infer<typeof ZWageSchedule>;

/** A training-program template; the fields the program import requires are required (docs/rules.md#program-import). */
export const ZApprenticeshipTemplate = z.object({
  orgId: zId,
  title: zTitle,
  description: zRequired('Description is required.', 20_000),
  type: z.enum(TEMPLATE_TYPES, 'Type is required.'),
  occupationONetCode: z.string({ error: 'O*NET code is required.' }).pipe(zOnetSocCode),
  rapidsCode: zRequired('RAPIDS code is required.', 20),
  estimatedLength: zRequired('Estimated length is required.', 100),
  /** Looked up from the O*NET code when empty. */
  occupationName: zNullable(zText(200)),
  instructionHours: z.number({ error: 'Instruction hours are required.' }).int().min(0).max(20_000),
  ojtHours: z.number({ error: 'OJT hours are required.' }).int().min(0).max(20_000),
  industryCode: z.enum(INDUSTRY_CODES, 'Industry is required.'),
  competencies: zNullable(
    z.array(z.object({ id: zId, description: zText(2000), totalHours: zNullable(zHours) })).max(1000),
  ),
  competencyGroups: zNullable(z.array(z.object({ id: zId, description: zText(2000), competencyIds: zIds })).max(200)),
});
export type ApprenticeshipTemplateInput = z.infer<typeof ZApprenticeshipTemplate>;

export const ZInstructionProvider = z.object({
  orgId: zId,
  name: zName,
  ...contact,
  url: zNullable(zHttpUrl),
  ...address,
  rapidsId: zRapidsId,
});
export type InstructionProviderInput = z.infer<typeof ZInstructionProvider>;

/**
 * The apprentice agreement (docs/rules.md#agreements). Signature, signing time, IP and the
 * hashes are written by the signing flow, never by a caller.
 */
export const ZApprenticeAgreement = z.object({
  orgId: zId,
  apprenticeshipId: zNullable(zId),
  employerProfileId: zNullable(zId),
  employerAgreementId: zNullable(zId),
  locationId: zNullable(zId),
  userId: zNullable(zId),
  userProfileId: zNullable(zId),
  inviteId: zNullable(zId),
  name: zNullable(zText(200)),
  signerName: zNullable(zText(200)),
  signerFirstName: zNullable(zText(100)),
  signerLastName: zNullable(zText(100)),
  signerMiddleName: zNullable(zText(100)),
  signerEmail: zNullable(zEmail),
  signerPhone: zNullable(zText(40)),
  ...personal,
  hoursProbationary: zNullable(zHours),
  /** Credit for previous job training; the form allows at most 80. */
  creditPrevJob: zNullable(z.number().min(0).max(80)),
  wagesPaidDuringRTI: z.enum(YES_NO).optional(),
  RTIDuringWorkHrs: z.enum(YES_NO).optional(),
  /** Credit for previous instruction hours; the form allows at most 100. */
  creditPrevRTIHrs: zNullable(z.number().min(0).max(100)),
  priorHourlyWage: zNullable(z.number().min(0).max(10_000)),
  occupationName: zNullable(zText(200)),
  ojtHours: zNullable(zHours),
  instructionHours: zNullable(zHours),
  startDate: zNullable(zDay),
  expectedEndDate: zNullable(zDay),
});
export type ApprenticeAgreementInput = z.infer<typeof ZApprenticeAgreement>;

/** What the apprentice sends to sign (docs/rules.md#agreements). */
export const ZApprenticeAgreementSignature = z.object({
  signerSignature: zRequired('Signature required!', 2048),
});

/** The employer agreement; signature, date and IP are written by the signing flow (ZEmployerAgreementSignature). */
export const ZEmployerAgreement = z.object({
  orgId: zId,
  employerProfileId: zNullable(zId),
  apprenticeshipId: zNullable(zId),
  locationId: zNullable(zId),
  signerName: zNullable(zText(200)),
  signerTitle: zNullable(zText(200)),
  signerEmail: zNullable(zEmail),
});
export type EmployerAgreementInput = z.infer<typeof ZEmployerAgreement>;

/** Signing needs name, title, signature and date all present (docs/rules.md#agreements). */
export const ZEmployerAgreementSignature = z.object({
  signerName: zRequired('Name is required.'),
  signerTitle: zRequired('Title is required.'),
  signerSignature: zRequired('A signature is required.', 2048),
  signerSignatureDate: zRequired('Date is required.', 40),
});

/** The parent or guardian who co-signs a minor's apprentice agreement: named by the apprentice or staff. */
export const ZAgreementGuardian = z
  .object({
    guardianName: zRequired(GUARDIAN_MESSAGES.nameRequired, 200),
    guardianEmail: z
      .string({ error: GUARDIAN_MESSAGES.emailRequired })
      .trim()
      .min(1, GUARDIAN_MESSAGES.emailRequired)
      .pipe(zEmail),
  })
  .strict();
export type AgreementGuardianInput = z.infer<typeof ZAgreementGuardian>;

/** An invitation; the server creates its access code and shows it once. */
export const ZInvite = z.object({
  orgId: zId,
  inviteType: z.enum(INVITE_TYPES),
  firstName: zNullable(zText(100)),
  lastName: zNullable(zText(100)),
  title: zNullable(zText(200)),
  email: zNullable(zEmail),
  locationId: zNullable(zId),
  employerProfileId: zNullable(zId),
  apprenticeshipId: zNullable(zId),
  apprenticeAgreementId: zNullable(zId),
  employerAgreementId: zNullable(zId),
  registerLink: zNullable(zHttpUrl),
  userId: zNullable(zId),
});
export type InviteInput = z.infer<typeof ZInvite>;

/** Personal and private information of a user (docs/rules.md#private-information); the server encrypts every value. */
export const ZUserProfile = z.object({
  orgId: zId,
  userId: zId,
  ...personal,
  /** United States only (docs/rules.md#private-information). */
  addressCountry: zNullable(zText(60)),
});
export type UserProfileInput = z.infer<typeof ZUserProfile>;

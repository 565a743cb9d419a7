import { z } from 'zod';
import '../zod-messages.ts';

/**
 * What the registration agency's upload asks of an apprentice beyond the agreement: how they came
 * to the apprenticeship and which public programs fund them (tableschema.json of the CSG RAPIDS
 * Apprentice Upload Specification, fields 34–41). The sponsor's staff answer these for each
 * apprentice on the program (apprenticeshipUsers), never the apprentice on the invitation. Each is
 * stored as the agency's own code, so the code sets below are the values themselves.
 */

/** Student Status, "for SAA VA apprentice registration": asked of apprentices Virginia registers. */
export const RAPIDS_STUDENT_STATUSES = ['WBLRA', 'YRA', 'NA'] as const;
export type RapidsStudentStatus = (typeof RAPIDS_STUDENT_STATUSES)[number];
/** What the file says of an apprentice whose registration is not Virginia's: not applicable. */
export const STUDENT_STATUS_NOT_ASKED: RapidsStudentStatus = 'NA';

/** Career Connection: Pre-Apprenticeship, Technical Training School, Military Veterans, Job Corps, YouthBuild, HUD/STEP-UP, Career Center Referral, School-to-Registered Apprenticeship, None. */
export const RAPIDS_CAREER_CONNECTIONS = ['P', 'T', 'M', 'J', 'Y', 'H', 'C', 'S', 'N'] as const;
export type RapidsCareerConnection = (typeof RAPIDS_CAREER_CONNECTIONS)[number];

/** Type of a WIOA participant: Incumbent Worker, Adult, Youth, Dislocated Worker. */
export const RAPIDS_WIOA_TYPES = ['IW', 'AD', 'YT', 'DI'] as const;
export type RapidsWioaType = (typeof RAPIDS_WIOA_TYPES)[number];

/** Career Linkage or Direct Entry: None, Job Corps, HUD/STEP-UP, School to Registered Apprenticeship, Direct Entry. */
export const RAPIDS_CAREER_LINKAGES = ['N', 'JC', 'HD', 'SR', 'DE'] as const;
export type RapidsCareerLinkage = (typeof RAPIDS_CAREER_LINKAGES)[number];

/** The upload's maxLength for On-the-Job Training Funding Sources. */
export const OJT_FUNDING_SOURCES_MAX = 255;

export const REGISTRATION_MESSAGES = {
  wioaTypeWithoutWioa: 'Choose a WIOA type only for a WIOA participant.',
  fundingTooLong: `Write the funding sources in at most ${OJT_FUNDING_SOURCES_MAX} characters.`,
  choose: 'Choose one of the listed codes.',
} as const;

/** The registration answers of one apprentice on one program (null: not answered). */
export interface ApprenticeRegistration {
  studentStatus?: RapidsStudentStatus | null;
  careerConnection?: RapidsCareerConnection | null;
  wioaParticipant?: boolean | null;
  wioaType?: RapidsWioaType | null;
  careerLinkage?: RapidsCareerLinkage | null;
  taaParticipant?: boolean | null;
  ojtFundingSources?: string | null;
}

const code = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.enum(codes, { error: REGISTRATION_MESSAGES.choose }).nullable().optional();

/** The fields as a write carries them (apprenticeshipUsers); wioaTypeProblem checks them together. */
export const ZApprenticeRegistration = z.object({
  studentStatus: code(RAPIDS_STUDENT_STATUSES),
  careerConnection: code(RAPIDS_CAREER_CONNECTIONS),
  wioaParticipant: z.boolean().nullable().optional(),
  wioaType: code(RAPIDS_WIOA_TYPES),
  careerLinkage: code(RAPIDS_CAREER_LINKAGES),
  taaParticipant: z.boolean().nullable().optional(),
  ojtFundingSources: z
    .string()
    .trim()
    .max(OJT_FUNDING_SOURCES_MAX, REGISTRATION_MESSAGES.fundingTooLong)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});

/** A WIOA type belongs to a WIOA participant (the upload: Type is blank unless WIOA Participant is 1). */
export function wioaTypeProblem(registration: ApprenticeRegistration): string | null {
  return registration.wioaType && registration.wioaParticipant !== true
    ? REGISTRATION_MESSAGES.wioaTypeWithoutWioa
    : null;
}

/** Whether the agency asks the Student Status: when Virginia's state agency registers the apprentice. */
export function asksStudentStatus(registrationState: string | null | undefined): boolean {
  return registrationState?.trim().toUpperCase() === 'VA';
}

/** GET /v1/invites/:id: what anyone with the link may see. */
export interface PublicInvite {
  id: string;
  inviteType: string;
  orgId: string;
  org: { id: string; name: string; slug: string; orgLogo: string | null; privacyPolicy: string | null; tos: string | null };
  employerProfileId: string | null;
  apprenticeshipId: string | null;
  apprenticeAgreementId: string | null;
  employerAgreementId: string | null;
  locationId: string | null;
  registerLink: string | null;
  hasAccessCode: boolean;
  usedAt: string | null;
}

export type Org = PublicInvite['org'];

export interface WageScheduleView {
  id: string;
  title: string;
  entryWage: number;
  wageRates: { wageAmount: number; duration: number }[];
}

export interface ProgramView {
  apprenticeship: { id: string; title: string; occupationName: string | null; ojtHours: number | null; instructionHours: number | null; startDate: string | null; expectedEndDate: string | null; employerProfileId: string | null; locationId: string | null };
  wageSchedules: WageScheduleView[];
  instructionProvider: { id: string; name: string } | null;
  activeApprentices: number;
  activeJourneyworkers: number;
}

export interface EmployerView {
  id: string;
  name: string;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactTitle: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  ein: string | null;
  naicsCode: string | null;
  totalEmployees: number | null;
  totalEmployeesColor: number | null;
  totalEmployeesFemale: number | null;
  totalJourneyWorkers: number | null;
  totalJourneyWorkersColor: number | null;
  totalJourneyWorkersFemale: number | null;
}

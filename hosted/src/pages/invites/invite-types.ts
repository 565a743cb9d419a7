import type { PublicInvite } from '@pathcraft/sdk';

export type { PublicInvite };

export type Org = PublicInvite['org'];

export interface WageScheduleView {
  id: string;
  title: string;
  entryWage: number;
  wageRates: { wageAmount: number; duration: number }[];
}

export interface ProgramView {
  apprenticeship: {
    id: string;
    title: string;
    occupationName: string | null;
    ojtHours: number | null;
    instructionHours: number | null;
    startDate: string | null;
    expectedEndDate: string | null;
    employerProfileId: string | null;
    locationId: string | null;
  };
  /** The state whose minimum wage applies where higher than the federal one. */
  locationState: string | null;
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

/** The calls of the wage schedule screens, so components take plain data and tests use the real protocol. */
import {
  asSelected,
  deleteWageSchedulesById,
  getApiContentByTableById,
  getWageSchedules,
  postWageSchedules,
  putWageSchedulesById,
  type Requester,
  type WagePeriod,
} from '@pathcraft/sdk';

export interface ApprenticeshipSummary {
  id: string;
  title: string;
  occupationName: string | null;
  ojtHours: number | null;
  employerProfileId?: string | null;
  locationId?: string | null;
  /** The state of the program's location, whose minimum wage applies where higher than the federal one. */
  addressState?: string | null;
}

export interface WageSchedule {
  id: string;
  title: string;
  entryWage: number;
  wageRates: WagePeriod[];
  apprenticeshipId: string | null;
  /** The registration agency's identifier of the schedule (its RAPIDS upload's Wage Schedule column). */
  rapidsId?: string | null;
}

export interface WageScheduleInput {
  title: string;
  entryWage: number;
  wageRates: WagePeriod[];
  apprenticeshipId: string;
  /** Sent by staff only (the `agencyIds` list); absent leaves the stored one. */
  rapidsId?: string | null;
}

export interface WageSchedulesApi {
  getApprenticeship(id: string): Promise<ApprenticeshipSummary>;
  list(apprenticeshipId: string): Promise<WageSchedule[]>;
  /** Answers the new schedule's id (docId). */
  create(input: WageScheduleInput): Promise<string>;
  update(id: string, input: WageScheduleInput): Promise<void>;
  /** Deletes a schedule (allowed with 2 or more periods, sdk canDeleteSchedule); absent where the caller may not delete (an invitee's form). */
  remove?(id: string): Promise<void>;
}

const SELECT = 'id,title,entryWage,wageRates,apprenticeshipId,rapidsId';

export function createWageSchedulesApi(client: Requester): WageSchedulesApi {
  return {
    getApprenticeship: async (id) => {
      const program = asSelected<ApprenticeshipSummary>(
        (
          await getApiContentByTableById(
            client,
            { table: 'apprenticeships', id },
            { query: { select: 'id,title,occupationName,ojtHours,employerProfileId,locationId' } },
          )
        ).item,
      );
      if (!program.locationId) return program;
      const location = asSelected<{ addressState: string | null }>(
        (
          await getApiContentByTableById(
            client,
            { table: 'locations', id: program.locationId },
            { query: { select: 'id,addressState' } },
          )
        ).item,
      );
      return { ...program, addressState: location.addressState };
    },
    list: (apprenticeshipId) =>
      getWageSchedules(client, {
        query: { 'f.apprenticeshipId[eq]': apprenticeshipId, select: SELECT, order: 'createdAt' },
      }).then((r) => asSelected<WageSchedule[]>(r.items)),
    create: (input) => postWageSchedules(client, { body: input }).then((r) => r.docId),
    update: async (id, input) => {
      await putWageSchedulesById(client, { id }, { body: input });
    },
    remove: async (id) => {
      await deleteWageSchedulesById(client, { id });
    },
  };
}

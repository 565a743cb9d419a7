/** The calls of the wage schedule screens, so components take plain data and tests use the real protocol. */
import type { PathcraftClient, WagePeriod } from '@pathcraft/sdk';

export interface ApprenticeshipSummary {
  id: string;
  title: string;
  occupationName: string | null;
  ojtHours: number | null;
  employerProfileId?: string | null;
  locationId?: string | null;
}

export interface WageSchedule {
  id: string;
  title: string;
  entryWage: number;
  wageRates: WagePeriod[];
  apprenticeshipId: string | null;
}

export interface WageScheduleInput {
  title: string;
  entryWage: number;
  wageRates: WagePeriod[];
  apprenticeshipId: string;
}

export interface WageSchedulesApi {
  getApprenticeship(id: string): Promise<ApprenticeshipSummary>;
  list(apprenticeshipId: string): Promise<WageSchedule[]>;
  /** Answers the new schedule's id (docId). */
  create(input: WageScheduleInput): Promise<string>;
  update(id: string, input: WageScheduleInput): Promise<void>;
}

type Requester = Pick<PathcraftClient, 'request'>;
const SELECT = 'id,title,entryWage,wageRates,apprenticeshipId';

export function createWageSchedulesApi(client: Requester): WageSchedulesApi {
  return {
    getApprenticeship: (id) =>
      client
        .request<{ item: ApprenticeshipSummary }>('GET', `/v1/api/content/apprenticeships/${encodeURIComponent(id)}`, { query: { select: 'id,title,occupationName,ojtHours,employerProfileId,locationId' } })
        .then((r) => r.item),
    list: (apprenticeshipId) =>
      client.request<{ items: WageSchedule[] }>('GET', '/v1/wageSchedules', { query: { 'f.apprenticeshipId[eq]': apprenticeshipId, select: SELECT, order: 'createdAt' } }).then((r) => r.items),
    create: (input) => client.request<{ docId: string }>('POST', '/v1/wageSchedules', { body: input }).then((r) => r.docId),
    update: async (id, input) => {
      await client.request('PUT', `/v1/wageSchedules/${encodeURIComponent(id)}`, { body: input });
    },
  };
}

/**
 * Every call the training plan makes, in one place, so the components take
 * plain data and tests never stand in for the server.
 */
import { createClient, type JobProfileInput, type JobProfileView, type OccupationDetailResponse, type OccupationList, type OccupationSummary, type SharePlanFormInput, type VisitorLocation } from '@pathcraft/sdk';

export interface OccupationQuery {
  code: string;
  zip?: string | undefined;
  orgId?: string | undefined;
  /** Shows school names outside production (the server decides). */
  debug?: boolean | undefined;
}

export interface TrainingPlanApi {
  searchOccupations(keyword: string): Promise<OccupationSummary[]>;
  getOccupation(query: OccupationQuery): Promise<OccupationDetailResponse>;
  /** The visitor's place from their IP address; null when it can't be told. */
  visitorLocation(): Promise<VisitorLocation | null>;
  createJobProfile(profile: JobProfileInput): Promise<string>;
  getJobProfile(id: string): Promise<JobProfileView>;
  sharePlan(jobProfileId: string, form: SharePlanFormInput): Promise<void>;
  /** An SVG map of the ZIP's place, for an <img src>. */
  staticMapUrl(zip: string, width: number, height: number): string;
}

type Requester = Pick<ReturnType<typeof createClient>, 'request'>;

/** `baseUrl` is the API's origin ('' for the page's own); `client` defaults to an anonymous one. */
export function createTrainingPlanApi(baseUrl: string, client: Requester = createClient({ baseUrl })): TrainingPlanApi {
  const base = baseUrl.replace(/\/$/, '');
  return {
    searchOccupations: (keyword) =>
      client.request<OccupationList>('GET', '/v1/external/cos/occupations', { query: { keyword, limit: 20 } }).then((r) => r.OccupationList ?? []),
    getOccupation: ({ code, zip, orgId, debug }) =>
      client.request<OccupationDetailResponse>('GET', '/v1/external/cos/occupation', {
        query: { keyword: code, location: zip || undefined, wages: true, training: true, orgId, debug: debug || undefined },
      }),
    visitorLocation: () => client.request<VisitorLocation>('GET', '/v1/external/ipapi').catch(() => null),
    createJobProfile: (profile) => client.request<{ docId: string }>('POST', '/v1/jobProfiles', { body: profile }).then((r) => r.docId),
    getJobProfile: (id) => client.request<{ item: JobProfileView }>('GET', `/v1/jobProfiles/${encodeURIComponent(id)}`).then((r) => r.item),
    sharePlan: async (id, form) => {
      await client.request('POST', `/v1/jobProfiles/${encodeURIComponent(id)}/share`, { body: form });
    },
    staticMapUrl: (zip, width, height) => `${base}/v1/maps/static?${new URLSearchParams({ zip, width: String(width), height: String(height) })}`,
  };
}

/**
 * Every call the training plan makes, in one place, so the components take
 * plain data and tests never stand in for the server.
 */
import {
  createClient,
  getExternalCosOccupation,
  getExternalCosApprenticeshipSponsors,
  getExternalCosLicenses,
  getExternalCosOccupations,
  getExternalIpapi,
  getJobProfilesById,
  getLocationsValidate,
  getMapsStaticUrl,
  type JobProfileInput,
  type JobProfileView,
  type LicenseList,
  type OccupationDetailResponse,
  type OccupationSummary,
  postJobProfiles,
  postJobProfilesByIdShare,
  type Requester,
  type SharePlanFormInput,
  type SponsorList,
  type VisitorLocation,
} from '@pathcraft/sdk';

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
  /** The ZIP code of an organization's location (location-id), or null when it has none or is unknown. */
  locationZip(locationId: string, orgId?: string): Promise<string | null>;
  createJobProfile(profile: JobProfileInput): Promise<string>;
  getJobProfile(id: string): Promise<JobProfileView>;
  sharePlan(jobProfileId: string, form: SharePlanFormInput): Promise<void>;
  /** An SVG map of the ZIP's place, for an <img src>. */
  staticMapUrl(zip: string, width: number, height: number): string;
  /** Registered apprenticeship sponsors that train the occupation, nearest the ZIP first (absent: the plan shows none). */
  apprenticeshipSponsors?(query: { code: string; zip: string }): Promise<SponsorList>;
  /** The licenses the ZIP's state requires for the occupation, then federal ones. */
  stateLicenses?(query: { code: string; zip: string }): Promise<LicenseList>;
  /** The saved plan's read-only page. */
  planUrl(jobProfileId: string): string;
}

/** `baseUrl` is the API's origin ('' for the page's own); `client` defaults to an anonymous one. */
export function createTrainingPlanApi(baseUrl: string, client: Requester = createClient({ baseUrl })): TrainingPlanApi {
  const api = { baseUrl: baseUrl.replace(/\/$/, '') };
  return {
    searchOccupations: (keyword) =>
      getExternalCosOccupations(client, { query: { keyword, limit: '20' } }).then((r) => r.OccupationList ?? []),
    getOccupation: ({ code, zip, orgId, debug }) =>
      getExternalCosOccupation(client, {
        query: {
          keyword: code,
          location: zip || undefined,
          wages: 'true',
          training: 'true',
          orgId,
          debug: debug ? 'true' : undefined,
        },
      }),
    visitorLocation: () => getExternalIpapi(client).catch(() => null),
    locationZip: (locationId, orgId) =>
      getLocationsValidate(client, { query: { locationId, orgId } }).then(
        (r) => r.location.addressPostalCode?.trim().slice(0, 5) || null,
        () => null,
      ),
    createJobProfile: (profile) => postJobProfiles(client, { body: profile }).then((r) => r.docId),
    getJobProfile: (id) => getJobProfilesById(client, { id }).then((r) => r.item),
    sharePlan: async (id, form) => {
      await postJobProfilesByIdShare(client, { id }, { body: form });
    },
    staticMapUrl: (zip, width, height) => getMapsStaticUrl(api, { zip, width: String(width), height: String(height) }),
    apprenticeshipSponsors: ({ code, zip }) =>
      getExternalCosApprenticeshipSponsors(client, { query: { keyword: code, location: zip } }),
    stateLicenses: ({ code, zip }) => getExternalCosLicenses(client, { query: { keyword: code, location: zip } }),
    planUrl: (id) => `${api.baseUrl}/external/job-profiles/${encodeURIComponent(id)}`,
  };
}

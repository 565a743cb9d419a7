import { z } from 'zod';
import '../zod-messages.ts';
import { CERT_TYPES, type CertType } from './occupations.forms.ts';

/**
 * The occupation shapes (docs/rules.md#training-plans), in the capitalised field names
 * the old CareerOneStop-style API used, so existing clients keep working.
 */
export interface OccupationSummary {
  OnetTitle: string;
  OnetCode: string;
  OccupationDescription: string;
}

export interface OccupationList {
  OccupationList: OccupationSummary[];
}

/** A skill or knowledge item: difficulty 1-5 (DataValue), importance 1-100. */
export interface OccupationElement {
  ElementId: string;
  ElementName: string;
  ElementDescription: string;
  DataValue: number;
  Importance: number;
}

export type WageAreaType = 'metro' | 'state' | 'national';

export interface WageInfo {
  AreaType: WageAreaType;
  AreaCode: string;
  AreaName: string;
  /** The survey, e.g. 'May 2025'. */
  Year: string;
  Source: string;
  /** Median and, where published, percentiles 10/25/75/90; null where BLS suppresses them. */
  Hourly: WageFigures;
  Annual: WageFigures;
}

export interface WageFigures {
  Median: number | null;
  Pct10?: number | null;
  Pct25?: number | null;
  Pct75?: number | null;
  Pct90?: number | null;
}

export interface SchoolProgram {
  ID: string;
  ProgramName: string;
  SchoolName: string;
  StateAbbr: string;
  City?: string;
  /** Miles from the searched location, when known. */
  Distance?: number | null;
  /**
   * True when the organization's plan doesn't include school names (docs/rules.md#training-plans):
   * the server then sends no real name, and the page shows 'Upgrade to view school name'.
   */
  SchoolNameHidden?: boolean;
}

export interface Certificate {
  Id: string;
  Name: string;
  Description: string;
  Url: string;
  Type: CertType;
  Acronym: string;
  Organization: string;
  OrganizationUrl: string;
  OrganizationAddress: string;
  CertDetailList: { Name: string; Value: string }[];
}

export interface OccupationDetail extends OccupationSummary {
  JobZone?: number | null;
  /** Projected growth, 2024-34, when BLS publishes it. */
  Outlook?: { EmploymentChangePercent: number | null; AnnualOpenings: number | null } | null;
}

export interface OccupationDetailResponse {
  OccupationDetail: OccupationDetail[];
  SkillsDataList: OccupationElement[];
  KnowledgeDataList: OccupationElement[];
  /** Absent when asked with wages=false; null when BLS publishes no wages for the occupation. */
  Wages?: WageInfo | null;
  /** Present when asked with training=true (the default). */
  SchoolPrograms?: SchoolProgram[];
  CertList?: Certificate[];
  Location?: PlaceInfo | null;
}

/** A US place from a ZIP code. */
export interface PlaceInfo {
  zip: string;
  city: string;
  state: string;
  stateName?: string;
  latitude: number;
  longitude: number;
  metroCode?: string | null;
  metroName?: string | null;
}

/** The visitor's location from their IP address (GET /v1/external/ipapi). */
export interface VisitorLocation {
  ip: string | null;
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A location's public fields, answered by GET /v1/locations/validate for the page's locationId. */
export interface PublicLocation {
  id: string;
  orgId: string;
  name: string;
  locationImage: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostalCode: string | null;
  defaultLocation: boolean;
}

export interface LocationValidation {
  valid: true;
  location: PublicLocation;
}

// The answers above as schemas, for the route declarations (and so the typed client derived from them).
const zSummary = { OnetTitle: z.string(), OnetCode: z.string(), OccupationDescription: z.string() };
export const ZOccupationList = z.object({
  OccupationList: z.array(z.object(zSummary)),
}) satisfies z.ZodType<OccupationList>;
/** A skill or knowledge area of an occupation (its importance and level). */
export const ZOccupationElement = z.object({
  ElementId: z.string(),
  ElementName: z.string(),
  ElementDescription: z.string(),
  DataValue: z.number(),
  Importance: z.number(),
});
/** Wage percentiles of one kind (hourly or annual). */
export const ZWageFigures = z.object({
  Median: z.number().nullable(),
  Pct10: z.number().nullish(),
  Pct25: z.number().nullish(),
  Pct75: z.number().nullish(),
  Pct90: z.number().nullish(),
});
/**
 * A ZIP code's place. Not a named schema: the detail answers it nullable, and a named schema first
 * met nullable would be named nullable for every use (zod-to-openapi).
 */
const ZPlaceInfo = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  stateName: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  metroCode: z.string().nullish(),
  metroName: z.string().nullish(),
});
/** One named detail of a certificate or a license requirement. */
export const ZNamedValue = z.object({ Name: z.string(), Value: z.string() });
export const ZSchoolProgram = z.object({
  ID: z.string(),
  ProgramName: z.string(),
  SchoolName: z.string(),
  StateAbbr: z.string(),
  City: z.string().optional(),
  Distance: z.number().nullish(),
  SchoolNameHidden: z.boolean().optional(),
}) satisfies z.ZodType<SchoolProgram>;
export const ZCertificate = z.object({
  Id: z.string(),
  Name: z.string(),
  Description: z.string(),
  Url: z.string(),
  Type: z.enum(CERT_TYPES),
  Acronym: z.string(),
  Organization: z.string(),
  OrganizationUrl: z.string(),
  OrganizationAddress: z.string(),
  CertDetailList: z.array(ZNamedValue),
}) satisfies z.ZodType<Certificate>;
/** GET /external/cos/training and /external/cos/certificationfinder. */
export const ZSchoolProgramList = z.object({ SchoolPrograms: z.array(ZSchoolProgram) });
export const ZCertificateList = z.object({ CertList: z.array(ZCertificate) });
export const ZOccupationDetailResponse = z.object({
  OccupationDetail: z.array(
    z.object({
      ...zSummary,
      JobZone: z.number().nullish(),
      Outlook: z
        .object({ EmploymentChangePercent: z.number().nullable(), AnnualOpenings: z.number().nullable() })
        .nullish(),
    }),
  ),
  SkillsDataList: z.array(ZOccupationElement),
  KnowledgeDataList: z.array(ZOccupationElement),
  Wages: z
    .object({
      AreaType: z.enum(['metro', 'state', 'national']),
      AreaCode: z.string(),
      AreaName: z.string(),
      Year: z.string(),
      Source: z.string(),
      Hourly: ZWageFigures,
      Annual: ZWageFigures,
    })
    .nullish(),
  SchoolPrograms: z.array(ZSchoolProgram).optional(),
  CertList: z.array(ZCertificate).optional(),
  Location: ZPlaceInfo.nullish(),
}) satisfies z.ZodType<OccupationDetailResponse>;
export const ZVisitorLocation = z.object({
  ip: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
}) satisfies z.ZodType<VisitorLocation>;
export const ZLocationValidation = z.object({
  valid: z.literal(true),
  location: z.object({
    id: z.string(),
    orgId: z.string(),
    name: z.string(),
    locationImage: z.string().nullable(),
    addressCity: z.string().nullable(),
    addressState: z.string().nullable(),
    addressPostalCode: z.string().nullable(),
    defaultLocation: z.boolean(),
  }),
}) satisfies z.ZodType<LocationValidation>;

/** A well-formed ZIP the place data does not know (another message than a malformed one: the visitor typed five digits). */
export const unknownZipMessage = (zip: string) => `We couldn't find ZIP code ${zip.trim()}.`;

/** Where a list's data comes from, as its publisher asks to be credited. */
export interface DataSource {
  Name: string;
  Url: string;
  /** The copy's date, e.g. '2026-08-10', or its release, e.g. 'October 2024'. */
  Date: string;
  License: string;
}

/** A registered apprenticeship sponsor (apprenticeship.gov Partner Finder) that trains the occupation. */
export interface ApprenticeshipSponsor {
  ID: string;
  Name: string;
  City: string | null;
  StateAbbr: string;
  Zip: string | null;
  /** Miles from the searched ZIP code. */
  Distance: number;
  EmployerStructure: 'Single Employer' | 'Multiple Employer' | null;
  /** A union (Union/Labor among its sponsor types). */
  Union: boolean;
  SponsorTypes: string[];
  NationalProgram: boolean;
  Website: string | null;
  /** The sponsor's public profile on apprenticeship.gov. */
  ProfileUrl: string;
  LastUpdated: string | null;
}

export interface SponsorList {
  /** Nearest first. */
  Sponsors: ApprenticeshipSponsor[];
  Location: PlaceInfo;
  /** False when the data has no sponsors at all in the place's state (California): the nearest are then elsewhere. */
  StateCovered: boolean;
  Source: DataSource;
}

/** An occupational license a state (or the federal government) requires (CareerOneStop). */
export interface OccupationLicense {
  ID: string;
  Title: string;
  Description: string | null;
  Agency: string | null;
  Url: string | null;
  Jurisdiction: 'State' | 'Federal';
  Updated: string | null;
  Requirements: { Name: string; Value: string }[];
}

export interface LicenseList {
  /** The state's licenses first, then federal ones, each by title. */
  Licenses: OccupationLicense[];
  State: { Code: string; Name: string };
  /** False when the data has no licenses at all for the state (California). */
  StateCovered: boolean;
  Source: DataSource;
}

export const SPONSOR_SOURCE: DataSource = {
  Name: 'U.S. Department of Labor, apprenticeship.gov Partner Finder',
  Url: 'https://www.apprenticeship.gov/partner-finder',
  Date: '2026-08-10',
  License: 'Public domain (U.S. federal government information)',
};
export const LICENSE_SOURCE: DataSource = {
  Name: 'CareerOneStop, sponsored by the U.S. Department of Labor',
  Url: 'https://www.careeronestop.org/Toolkit/Training/find-licenses.aspx',
  Date: 'October 2024',
  License: 'CareerOneStop data, U.S. Department of Labor, Employment and Training Administration',
};
export const SPONSOR_LIST_LIMIT = 10;

/** Where a list's data comes from, as its publisher asks to be credited. */
export const ZDataSource = z.object({ Name: z.string(), Url: z.string(), Date: z.string(), License: z.string() });
export const ZSponsorList = z.object({
  Sponsors: z.array(
    z.object({
      ID: z.string(),
      Name: z.string(),
      City: z.string().nullable(),
      StateAbbr: z.string(),
      Zip: z.string().nullable(),
      Distance: z.number(),
      EmployerStructure: z.enum(['Single Employer', 'Multiple Employer']).nullable(),
      Union: z.boolean(),
      SponsorTypes: z.array(z.string()),
      NationalProgram: z.boolean(),
      Website: z.string().nullable(),
      ProfileUrl: z.string(),
      LastUpdated: z.string().nullable(),
    }),
  ),
  Location: ZPlaceInfo,
  StateCovered: z.boolean(),
  Source: ZDataSource,
}) satisfies z.ZodType<SponsorList>;
export const ZLicenseList = z.object({
  Licenses: z.array(
    z.object({
      ID: z.string(),
      Title: z.string(),
      Description: z.string().nullable(),
      Agency: z.string().nullable(),
      Url: z.string().nullable(),
      Jurisdiction: z.enum(['State', 'Federal']),
      Updated: z.string().nullable(),
      Requirements: z.array(ZNamedValue),
    }),
  ),
  State: z.object({ Code: z.string(), Name: z.string() }),
  StateCovered: z.boolean(),
  Source: ZDataSource,
}) satisfies z.ZodType<LicenseList>;

import { index, integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';
import { bool, int, json, list, num, str } from './columns.ts';

/**
 * Read-only occupational reference data (O*NET 29.0, BLS OEWS May 2025 and projections 2024-34,
 * IPEDS, CareerOneStop), bundled under server/data/occupations and loaded by
 * features/occupations/load-occupation-data.ts, which replaces every `occ*` row whenever the bundle's
 * version changes. The FTS5 search tables (occTitleSearch, occOccupationSearch, occSearchWords,
 * occCertificationSearch) are created by that loader with raw SQL: drizzle-kit cannot express them.
 */

/** Which bundle version the occ* tables hold (one row, id 1). */
export const occupationDataVersion = sqliteTable('occupationDataVersion', {
  id: integer('id').primaryKey(),
  version: str('version').notNull(),
  loadedAt: str('loadedAt').notNull(),
  loadMs: int('loadMs'),
});

export type SocMatch = 'exact' | 'aggregate' | 'broad';

/** An O*NET-SOC occupation (OnetCode, OnetTitle, OccupationDescription). */
export const occOccupations = sqliteTable(
  'occOccupations',
  {
    code: str('code').primaryKey(),
    title: str('title').notNull(),
    description: str('description').notNull(),
    jobZone: int('jobZone'),
    /** SOC 2018 code: the first 7 characters of `code`. */
    soc: str('soc').notNull(),
    /** The OEWS code holding this occupation's wages (itself, or BLS's combined code), see server/data/occupations/README.md. */
    wageSoc: str('wageSoc'),
    wageMatch: str('wageMatch').$type<SocMatch>(),
    projectionSoc: str('projectionSoc'),
    projectionMatch: str('projectionMatch').$type<SocMatch>(),
  },
  (t) => [index('occOccupations_soc').on(t.soc), index('occOccupations_wageSoc').on(t.wageSoc)],
);

/**
 * Every title occupation search matches: kind 'title' = the O*NET title (sources 0), then alternate
 * titles, their short forms ('RN', 'CNC Operator') and sample reported titles. Alternate titles only: kind <> 'title'.
 */
export const occOccupationTitles = sqliteTable(
  'occOccupationTitles',
  {
    id: integer('id').primaryKey(),
    code: str('code').notNull(),
    title: str('title').notNull(),
    kind: str('kind').notNull().$type<'title' | 'alt' | 'short' | 'reported'>(),
    /** How many O*NET sources report this title (reported titles: 2 when shown in My Next Move). */
    sources: int('sources').notNull(),
  },
  (t) => [index('occOccupationTitles_code').on(t.code)],
);

/** A skill (2.A, 2.B) or knowledge (2.C) element of the O*NET content model. */
export const occElements = sqliteTable('occElements', {
  elementId: str('elementId').primaryKey(),
  kind: str('kind').notNull().$type<'skill' | 'knowledge'>(),
  name: str('name').notNull(),
  description: str('description').notNull(),
});

/** ElementId x occupation: Importance 1-100 and DataValue (difficulty) 1-5. */
export const occOccupationElements = sqliteTable(
  'occOccupationElements',
  {
    code: str('code').notNull(),
    elementId: str('elementId').notNull(),
    importance: int('importance').notNull(),
    difficulty: int('difficulty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.elementId] })],
);

/** OEWS May 2025 wages: national (area 'US', with percentiles), state (area = state abbreviation) and metro (7-digit BLS area code) medians. */
export const occWages = sqliteTable(
  'occWages',
  {
    soc: str('soc').notNull(),
    areaCode: str('areaCode').notNull(),
    areaType: str('areaType').notNull().$type<'national' | 'state' | 'metro'>(),
    /** National rows: the OEWS title and group (detailed / broad). */
    title: str('title'),
    socGroup: str('socGroup'),
    employment: int('employment'),
    hourlyMean: num('hourlyMean'),
    annualMean: num('annualMean'),
    hourly10: num('hourly10'),
    hourly25: num('hourly25'),
    hourlyMedian: num('hourlyMedian'),
    hourly75: num('hourly75'),
    hourly90: num('hourly90'),
    annual10: num('annual10'),
    annual25: num('annual25'),
    annualMedian: num('annualMedian'),
    annual75: num('annual75'),
    annual90: num('annual90'),
    /** BLS publishes only annual (e.g. teachers) or only hourly wages for this occupation. */
    annualOnly: bool('annualOnly'),
    hourlyOnly: bool('hourlyOnly'),
  },
  (t) => [primaryKey({ columns: [t.soc, t.areaCode] })],
);

/** Wage areas: states (code = abbreviation) and OEWS metropolitan areas (code = '00' + CBSA). */
export const occAreas = sqliteTable('occAreas', {
  code: str('code').primaryKey(),
  type: str('type').notNull().$type<'state' | 'metro'>(),
  name: str('name').notNull(),
  states: list('states').notNull(),
});

/** Derived from IPEDS institution addresses: a ZIP and point inside an OEWS metro area (ZIP -> metro). */
export const occMetroPoints = sqliteTable(
  'occMetroPoints',
  {
    id: integer('id').primaryKey(),
    areaCode: str('areaCode').notNull(),
    zip: str('zip').notNull(),
    lat: num('lat').notNull(),
    lon: num('lon').notNull(),
  },
  (t) => [index('occMetroPoints_zip').on(t.zip), index('occMetroPoints_lat').on(t.lat)],
);

/** Derived: ZIP3 prefix -> state (ZIP -> state fallback). */
export const occZipPrefixes = sqliteTable('occZipPrefixes', {
  zip3: str('zip3').primaryKey(),
  state: str('state').notNull(),
});

/** BLS Employment Projections 2024-34 per SOC (persons, not thousands). */
export const occProjections = sqliteTable('occProjections', {
  soc: str('soc').primaryKey(),
  title: str('title'),
  employment2024: int('employment2024'),
  employment2034: int('employment2034'),
  changePercent: num('changePercent'),
  openings: int('openings'),
  education: str('education'),
  experience: str('experience'),
  training: str('training'),
});

/** IPEDS HD2024 public institution (SchoolName, StateAbbr). */
export const occSchools = sqliteTable(
  'occSchools',
  {
    unitId: integer('unitId').primaryKey(),
    name: str('name').notNull(),
    city: str('city'),
    state: str('state').notNull(),
    zip: str('zip'),
    lat: num('lat'),
    lon: num('lon'),
    url: str('url'),
    /** OEWS metro area of the school's CBSA, when BLS publishes one. */
    areaCode: str('areaCode'),
  },
  (t) => [index('occSchools_state').on(t.state), index('occSchools_area').on(t.areaCode)],
);

/**
 * A school program (IPEDS UNITID x CIP). ProgramName = the CIP title (occCips). The ID is stable across
 * data versions: unitId * 1,000,000 + the CIP's six digits (100654 and 01.0999 -> 100654010999).
 */
export const occPrograms = sqliteTable(
  'occPrograms',
  {
    id: integer('id').primaryKey(),
    unitId: int('unitId').notNull(),
    cip: str('cip').notNull(),
    awardLevels: list('awardLevels').notNull(),
    completions: int('completions'),
  },
  (t) => [index('occPrograms_cip').on(t.cip), index('occPrograms_unit').on(t.unitId)],
);

/** CIP 2020 codes and titles. */
export const occCips = sqliteTable('occCips', {
  cip: str('cip').primaryKey(),
  title: str('title'),
});

/** NCES/BLS CIP 2020 -> SOC 2018 crosswalk (join on occOccupations.soc). */
export const occCipSoc = sqliteTable(
  'occCipSoc',
  {
    soc: str('soc').notNull(),
    cip: str('cip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.soc, t.cip] }), index('occCipSoc_cip').on(t.cip)],
);

/** O*NET 2020 CIP -> O*NET-SOC 2019 crosswalk (join on occOccupations.code). */
export const occCipOnet = sqliteTable(
  'occCipOnet',
  {
    code: str('code').notNull(),
    cip: str('cip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.cip] }), index('occCipOnet_cip').on(t.cip)],
);

/**
 * O*NET's Apprenticeship RAPIDS → O*NET-SOC crosswalk (partial): one row per RAPIDS title. The program
 * import suggests an O*NET code for a RAPIDS code (matched on its 4 digits, without a suffix such as 'CB').
 */
export const occRapidsOccupations = sqliteTable(
  'occRapidsOccupations',
  {
    id: integer('id').primaryKey(),
    rapidsCode: str('rapidsCode').notNull(),
    rapidsTitle: str('rapidsTitle').notNull(),
    code: str('code').notNull(),
    onetTitle: str('onetTitle'),
  },
  (t) => [index('occRapidsOccupations_rapids').on(t.rapidsCode)],
);

export interface CertDetail {
  Name: string;
  Value: string;
}

/** CareerOneStop certification (docs/rules.md#training-plans). */
export const occCertifications = sqliteTable('occCertifications', {
  id: integer('id').primaryKey(),
  name: str('name').notNull(),
  type: str('type').notNull().$type<'Advanced' | 'Core' | 'Specialty' | 'Product/Equipment' | 'Unclassified'>(),
  acronym: str('acronym'),
  url: str('url'),
  organization: str('organization'),
  organizationUrl: str('organizationUrl'),
  organizationAddress: str('organizationAddress'),
  keywords: str('keywords'),
  description: str('description'),
  details: json<CertDetail[]>('details').notNull(),
});

/**
 * A registered apprenticeship sponsor of the U.S. DOL apprenticeship.gov Partner Finder (no
 * California rows in the bundled copy). Its public profile is
 * https://www.apprenticeship.gov/partner-finder/profile?id= + sponsorId.
 */
export const occSponsors = sqliteTable(
  'occSponsors',
  {
    sponsorId: str('sponsorId').primaryKey(),
    name: str('name').notNull(),
    city: str('city'),
    state: str('state').notNull(),
    zip: str('zip'),
    lat: num('lat').notNull(),
    lon: num('lon').notNull(),
    structure: str('structure').$type<'Single Employer' | 'Multiple Employer'>(),
    /** apprenticeship.gov sponsor types: Employer, Union/Labor, Intermediary, Community College/University, ... */
    types: list('types').notNull(),
    /** A national program (its apprentices may train anywhere). */
    national: bool('national').notNull(),
    website: str('website'),
    updated: str('updated'),
  },
  (t) => [index('occSponsors_state').on(t.state)],
);

/** Sponsor x SOC code (join on occOccupations.soc): the occupations a sponsor trains. */
export const occSponsorOccupations = sqliteTable(
  'occSponsorOccupations',
  {
    soc: str('soc').notNull(),
    sponsorId: str('sponsorId').notNull(),
  },
  (t) => [primaryKey({ columns: [t.soc, t.sponsorId] })],
);

/** A CareerOneStop occupational license: a state's (state = its abbreviation) or a federal one (state 'US'). No California rows in the bundled copy. */
export const occLicenses = sqliteTable(
  'occLicenses',
  {
    licenseId: str('licenseId').primaryKey(),
    state: str('state').notNull(),
    title: str('title').notNull(),
    agency: str('agency'),
    url: str('url'),
    updated: str('updated'),
    /** '; '-joined "label: value" requirements, e.g. "Exam: State exam required". */
    requirements: str('requirements'),
    description: str('description'),
  },
  (t) => [index('occLicenses_state').on(t.state)],
);

/** License x SOC code (join on occOccupations.soc). */
export const occLicenseOccupations = sqliteTable(
  'occLicenseOccupations',
  {
    soc: str('soc').notNull(),
    licenseId: str('licenseId').notNull(),
  },
  (t) => [primaryKey({ columns: [t.soc, t.licenseId] })],
);

/**
 * The title vocabulary by sound (sdk soundKey, a Metaphone key), built by the loader: a badly
 * misspelt word ('electrishun') finds the word that sounds like it ('electrician').
 */
export const occWordSounds = sqliteTable(
  'occWordSounds',
  {
    word: str('word').primaryKey(),
    sound: str('sound').notNull(),
    freq: int('freq').notNull(),
  },
  (t) => [index('occWordSounds_sound').on(t.sound)],
);

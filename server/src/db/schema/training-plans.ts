import { index, sqliteTable } from 'drizzle-orm/sqlite-core';
import { bool, id, json, listIndexes, str, timestamps } from './columns.ts';

/**
 * A saved training plan (docs/rules.md#training-plans). Field names keep the spec's capitalised
 * occupation keys (OnetTitle, OnetCode, OccupationDescription) because the
 * occupation data and the widgets use them as-is. orgId is null when an
 * anonymous visitor shares a plan; the contact fields say who they are.
 */
export const jobProfiles = sqliteTable(
  'jobProfiles',
  {
    id: id(),
    orgId: str('orgId'),
    locationId: str('locationId'),
    OnetTitle: str('OnetTitle').notNull(),
    OnetCode: str('OnetCode').notNull(),
    OccupationDescription: str('OccupationDescription'),
    /** What the visitor typed (a ZIP code or a place). */
    location: str('location'),
    /** The resolved place (city, state, ZIP, coordinates) used for wages and programs. */
    occupationLocation: json('occupationLocation'),
    selectedSkills: json<unknown[]>('selectedSkills'),
    selectedKnowledge: json<unknown[]>('selectedKnowledge'),
    selectedCerts: json<unknown[]>('selectedCerts'),
    selectedSchoolPrograms: json<unknown[]>('selectedSchoolPrograms'),
    isExternal: bool('isExternal').notNull().default(false),
    email: str('email'),
    name: str('name'),
    phone: str('phone'),
    companyName: str('companyName'),
    ...timestamps,
  },
  (t) => [
    index('jobProfiles_org').on(t.orgId, t.OnetTitle),
    index('jobProfiles_location').on(t.locationId),
    ...listIndexes('jobProfiles', t, t.createdAt, 'desc'),
    index('jobProfiles_onet').on(t.OnetCode),
  ],
);

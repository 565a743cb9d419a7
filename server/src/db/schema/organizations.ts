import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, id, json, list, listIndexes, str, timestamps } from './columns.ts';

export const organizations = sqliteTable(
  'organizations',
  {
    id: id(),
    name: str('name').notNull(),
    slug: str('slug').notNull(),
    orgType: str('orgType').notNull().default('community'),
    orgLogo: str('orgLogo'),
    billing: json('billing'),
    /** Paid plan: 'free' blurs school names in the training plan (docs/rules.md#training-plans). */
    plan: str('plan').notNull().default('free'),
    showOrgName: bool('showOrgName').notNull().default(true),
    restrictRegister: bool('restrictRegister').notNull().default(false),
    courseGroupIds: list('courseGroupIds'),
    appleTouchIcon: str('appleTouchIcon'),
    androidIconSmall: str('androidIconSmall'),
    androidIconLarge: str('androidIconLarge'),
    privacyPolicy: str('privacyPolicy'),
    tos: str('tos'),
    /** Public pages ask search engines to index them (robots meta) only when set. */
    searchEnginesEnabled: bool('searchEnginesEnabled').notNull().default(false),
    /** Origins allowed to embed this organization's widgets and call its public API. */
    allowedOrigins: list('allowedOrigins'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_slug').on(t.slug),
    ...listIndexes('organizations', { id: t.id, orgId: null }, t.name),
  ],
);

export const locations = sqliteTable(
  'locations',
  {
    id: id(),
    orgId: str('orgId').notNull(),
    name: str('name').notNull(),
    employerProfileId: str('employerProfileId'),
    locationImage: str('locationImage'),
    addressLine1: str('addressLine1'),
    addressLine2: str('addressLine2'),
    addressCity: str('addressCity'),
    addressState: str('addressState'),
    addressPostalCode: str('addressPostalCode'),
    defaultLocation: bool('defaultLocation').notNull().default(false),
    managerIds: list('managerIds'),
    ...timestamps,
  },
  (t) => [...listIndexes('locations', t, t.name), index('locations_employer').on(t.employerProfileId)],
);

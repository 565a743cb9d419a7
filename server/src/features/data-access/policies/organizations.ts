import { isSuperAdmin, ZLocation, ZOrganization } from '@pathcraft/sdk';
import { locations, organizations } from '../../../db/schema/index.ts';
import { fail } from '../../../http/errors.ts';
import { ADMINS, MEMBERS, type TablePolicy } from '../policy.ts';

export const organizationsPolicy: TablePolicy = {
  name: 'organizations',
  table: organizations,
  org: { column: 'id' },
  read: MEMBERS,
  write: ADMINS,
  public: {
    fields: ['id', 'name', 'slug', 'orgType', 'orgLogo', 'showOrgName', 'restrictRegister', 'appleTouchIcon', 'androidIconSmall', 'androidIconLarge', 'privacyPolicy', 'tos'],
  },
  apiKeys: 'public',
  schema: ZOrganization,
  defaultOrder: 'name',
  audit: true,
  guardWrite(actor, input, existing) {
    if (isSuperAdmin(actor.roles)) return;
    if (!existing) throw fail('forbidden', 'Only a super admin can create organizations.');
    for (const field of ['plan', 'billing', 'slug', 'orgType'] as const) {
      if (input[field] !== undefined && input[field] !== existing[field]) throw fail('forbidden', `Only a super admin can change '${field}'.`);
    }
  },
};

export const locationsPolicy: TablePolicy = {
  name: 'locations',
  table: locations,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  public: { fields: ['id', 'orgId', 'name', 'locationImage', 'addressCity', 'addressState', 'addressPostalCode', 'defaultLocation'] },
  apiKeys: 'org',
  schema: ZLocation,
  defaultOrder: 'name',
  audit: true,
};

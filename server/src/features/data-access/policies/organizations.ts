import { isSuperAdmin, ZLocation, ZOrganization } from '@pathcraft/sdk';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { locations, organizations, users } from '../../../db/schema/index.ts';
import { ADMINS, MEMBERS, type TablePolicy } from '../policy.ts';
import { forUpdate } from '../../../db/concurrency.ts';
import { first } from '../../../db/first.ts';
import { fail } from '../../../platform/errors.ts';

export const organizationsPolicy: TablePolicy = {
  name: 'organizations',
  table: organizations,
  org: { column: 'id' },
  read: MEMBERS,
  write: ADMINS,
  public: {
    fields: [
      'id',
      'name',
      'slug',
      'orgType',
      'orgLogo',
      'showOrgName',
      'restrictRegister',
      'appleTouchIcon',
      'androidIconSmall',
      'androidIconLarge',
      'privacyPolicy',
      'tos',
    ],
  },
  apiKeys: 'public',
  schema: ZOrganization,
  defaultOrder: 'name',
  audit: true,
  guardWrite(actor, input, existing) {
    if (isSuperAdmin(actor.roles)) return;
    if (!existing) throw fail('forbidden', 'Only a super admin can create organizations.');
    for (const field of ['plan', 'billing', 'slug', 'orgType'] as const) {
      if (input[field] !== undefined && input[field] !== existing[field])
        throw fail('forbidden', `Only a super admin can change '${field}'.`);
    }
  },
};

export const locationsPolicy: TablePolicy = {
  name: 'locations',
  table: locations,
  org: { column: 'orgId' },
  read: MEMBERS,
  write: ADMINS,
  public: {
    fields: [
      'id',
      'orgId',
      'name',
      'locationImage',
      'addressCity',
      'addressState',
      'addressPostalCode',
      'defaultLocation',
    ],
  },
  apiKeys: 'org',
  schema: ZLocation,
  // Locations are ordered by name (docs/rules.md#organizations-and-roles).
  defaultOrder: 'name',
  audit: true,
  remove: ADMINS,
  async guardWrite(_actor, input, existing, db) {
    const ids = input.managerIds as string[] | null | undefined;
    if (!ids?.length) return;
    const orgId = (existing?.orgId ?? input.orgId) as string;
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...new Set(ids)]), eq(users.orgId, orgId)));
    if (found.length !== new Set(ids).size)
      throw fail('bad_request', "Managers must be people of the location's organization.");
  },
  // One default location per organization: choosing one unsets the others. The organization's row is locked
  // first, so parallel choices (any process) take turns and each unsets what the one before it chose: one stays.
  async afterWrite(tx, row) {
    if (!row.defaultLocation) return;
    await forUpdate(
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, row.orgId as string)),
    );
    await tx
      .update(locations)
      .set({ defaultLocation: false })
      .where(
        and(
          eq(locations.orgId, row.orgId as string),
          eq(locations.defaultLocation, true),
          ne(locations.id, row.id as string),
        ),
      );
  },
  async guardRemove(tx, existing) {
    const people =
      (
        await first(
          tx
            .select({ n: count() })
            .from(users)
            .where(eq(users.locationId, existing.id as string)),
        )
      )?.n ?? 0;
    if (people)
      throw fail(
        'conflict',
        `${existing.name as string} still has ${people === 1 ? '1 person' : `${people} people`}: move them to another location first.`,
      );
  },
};

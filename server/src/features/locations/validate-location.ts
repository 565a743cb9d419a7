import type { PublicLocation } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { first } from '../../db/first.ts';

/** A location's public fields (those the locations policy shows visitors), or null when there is none. */
export async function validateLocation(db: Db, locationId: string, orgId?: string): Promise<PublicLocation | null> {
  const row = await first(
    db
      .select({
        id: locations.id,
        orgId: locations.orgId,
        name: locations.name,
        locationImage: locations.locationImage,
        addressCity: locations.addressCity,
        addressState: locations.addressState,
        addressPostalCode: locations.addressPostalCode,
        defaultLocation: locations.defaultLocation,
      })
      .from(locations)
      .where(eq(locations.id, locationId)),
  );
  if (!row || (orgId && row.orgId !== orgId)) return null;
  return row;
}

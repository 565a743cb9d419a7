import type { VisitorLocation } from '@pathcraft/sdk';
import { lookupZip } from './zip-codes.ts';

/**
 * Where a visitor is, from their IP address. The embedded default knows no addresses and answers
 * the configured default ZIP for everyone; a real lookup (a GeoIP database or service) implements
 * the same interface and is chosen in createDeps.
 */
export interface IpLocator {
  readonly provider: string;
  locate(ip: string | null): Promise<VisitorLocation | null>;
}

export function createDefaultZipLocator(defaultZip: string | undefined): IpLocator {
  return {
    provider: 'default-zip',
    async locate(ip) {
      const place = defaultZip ? lookupZip(defaultZip) : undefined;
      if (!place) return null;
      return {
        ip,
        zip: place.zip,
        city: place.city,
        state: place.state,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    },
  };
}

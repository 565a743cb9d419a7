import { getLocationsValidate } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';
import { api } from '../session.ts';

/**
 * A page's locationId query, checked (docs/rules.md#training-plans: an invalid locationId
 * redirects to the product home). True once the location is valid, or when there is none; an unknown location sends
 * the browser home. `orgId` narrows the check to that organization; pass `ready: false` until it is known.
 */
export function useLocationCheck(locationId: string | null | undefined, orgId?: string | null, ready = true): boolean {
  const [checked, setChecked] = useState(!locationId);
  useEffect(() => {
    if (!locationId || !ready) return;
    let live = true;
    getLocationsValidate(api, { query: { locationId, orgId: orgId ?? undefined } })
      .then((r) => live && setChecked(r.valid === true))
      .catch(() => {
        if (live) window.location.href = '/';
      });
    return () => {
      live = false;
    };
  }, [locationId, orgId, ready]);
  return checked;
}

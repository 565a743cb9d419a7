import type { VisitorLocation } from '@pathcraft/sdk';
import type { PlanLocation } from './training-plans.state.ts';

/** The visitor's place as the plan's starting location; none when the look-up found no ZIP. */
export const toPlanLocation = (v: VisitorLocation | null | undefined): PlanLocation | null =>
  v?.zip
    ? { zip: v.zip, place: { zip: v.zip, city: v.city, state: v.state, latitude: v.latitude, longitude: v.longitude } }
    : null;

let customCount = 0;
/** An id for an item the visitor made (a skill or certificate): unique within the page. */
export const customItemId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(++customCount).toString(36)}`;

/**
 * The registration agency's own identifier of an employer, RTI provider or wage schedule (rapidsId),
 * from its upload's Employer, RTI Providers and Wage Schedules tabs. The upload types these columns
 * "any" with no pattern or length (tableschema.json), so the rule only keeps it one clean line a
 * CSV cell carries as it is: letters and digits at both ends, spaces, dots, slashes, hyphens and
 * underscores between.
 */
export const RAPIDS_ID_MAX = 50;
export const RAPIDS_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/;
export const RAPIDS_ID_MESSAGE =
  'Enter the RAPIDS ID as the agency lists it: up to 50 letters, digits, spaces, dots, hyphens or slashes.';

/** Whether a value (already trimmed) is a RAPIDS ID the agency's list could hold; empty means none, which is allowed. */
export const isRapidsIdOrEmpty = (value: string) =>
  value === '' || (value.length <= RAPIDS_ID_MAX && RAPIDS_ID_PATTERN.test(value));

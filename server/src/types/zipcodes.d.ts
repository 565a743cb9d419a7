/** The parts of the untyped `zipcodes` package the server uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
  /** State and province names (upper case) to their abbreviations, and back. */
  export const states: { full: Record<string, string>; abbr: Record<string, string> };
  const zipcodes: { lookup: typeof lookup; states: typeof states };
  export default zipcodes;
}

import { z } from 'zod';
import { zNullable, zText } from '../common.schema.ts';

const value = zNullable(zText(200));

/**
 * The shape of a private-information save: strings (a list for races), any
 * unknown field refused. What each value must be is checkPrivateInfo's rule,
 * so the server answers with the same messages as the form.
 */
export const ZPrivateInfo = z
  .object({
    ssn: value,
    dob: value,
    gender: value,
    ethnicity: value,
    races: zNullable(z.array(zText(60)).max(10)),
    veteranStatus: value,
    disability: value,
    educationLevel: value,
    orgReferral: value,
    citizenStatus: value,
    criminalBkg: value,
    employmentStatus: value,
    employmentStatusDate: value,
    newOrExistingEmployee: value,
    addressLine1: value,
    addressLine2: value,
    addressCity: value,
    addressState: value,
    addressPostalCode: value,
    addressCountry: value,
  })
  .strict();

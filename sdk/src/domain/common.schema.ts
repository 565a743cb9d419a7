import { z } from 'zod';

/** Building blocks for entity schemas; limits keep one record from filling the database. */
export const zId = z.string().trim().min(1).max(64);
export const zIds = z.array(zId).max(5000);
export const zText = (max = 500) => z.string().max(max);
export const zLongText = z.string().max(200_000);
export const zUrl = z.string().max(2048);
export const zEmail = z.email('Enter a valid e-mail address.').max(254);
export const zIsoDate = z.string().max(40);
export const zJson = z.unknown();
/** A required string with one clear message whether it is missing, not a string or blank. */
export const zRequired = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
export const zNullable = <T extends z.ZodType>(t: T) => t.nullable().optional();

/** Every writable entity is described by the fields a caller may send on create. */
export type EntitySchema = z.ZodObject<z.ZodRawShape>;

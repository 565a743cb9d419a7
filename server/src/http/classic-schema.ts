import * as z from 'zod';
import type * as core from 'zod/v4/core';

/**
 * The sdk writes the checks a widget's form shares with the server in zod/mini (a small build the
 * widgets can afford: sdk/src/domain/forms.ts). A route declaration and the OpenAPI document read
 * classic zod schemas, so a mini schema is rebuilt here as the classic schema of the same
 * definition: the same checks, the same messages, one source. Both builds share zod's core, so
 * each mini class has a classic twin that takes the same definition (ZodMiniString → ZodString).
 */
type Constructor = new (def: Record<string, unknown>) => z.ZodType;

/** zod's classic schema classes by name ('ZodString'…). */
const CLASSIC = new Map<string, unknown>(Object.entries(z));
const isConstructor = (value: unknown): value is Constructor => typeof value === 'function';

const built = new WeakMap<core.$ZodType, z.ZodType>();

/** A schema (its definition has a type), not a check (whose definition has a check). */
export const isSchema = (value: unknown): value is core.$ZodType =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof value._zod === 'object' &&
  value._zod !== null &&
  'def' in value._zod &&
  typeof value._zod.def === 'object' &&
  value._zod.def !== null &&
  'type' in value._zod.def;

/** A definition's member as the classic build reads it: schemas converted, lists and shapes member by member. */
function classicMember(value: unknown): unknown {
  if (isSchema(value)) return classicSchema(value);
  if (Array.isArray(value)) return value.map(classicMember);
  return value;
}

function classicSchema(schema: core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const done = built.get(schema);
  if (done) return done;
  const name = schema._zod.constr.name.replace(/^ZodMini/, 'Zod');
  const Classic = CLASSIC.get(name);
  if (!isConstructor(Classic)) throw new Error(`No classic zod schema for ${schema._zod.constr.name}`);
  const def: Record<string, unknown> = { ...schema._zod.def };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (key === 'shape' && value && typeof value === 'object')
      def.shape = Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, classicMember(inner)]));
    else def[key] = classicMember(value);
  }
  const classic = new Classic(def);
  built.set(schema, classic);
  return classic;
}

/** The classic schema of an sdk form schema written in zod/mini, for a route declaration (`body: classicOf(ZSharePlanForm)`). */
export const classicOf = <T extends core.$ZodType>(schema: T) =>
  classicSchema(schema) as z.ZodType<core.output<T>, core.input<T>>;

/** A zod/mini schema (a zod schema that is not a classic one). */
export const isMiniSchema = (value: unknown): value is core.$ZodType =>
  isSchema(value) && !(value instanceof z.ZodType);

import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_STRINGS } from './hostile-inputs.js';

/**
 * fast-check arbitraries from the contract's zod 4 schemas, for the fuzz tier. The
 * maintained zod → fast-check mapper (zod-fast-check) supports zod 3 and fast-check 3
 * only, so this maps the kinds our contract uses and falls back to `fc.anything()`.
 * Values are "valid-ish": shaped like the schema, near its limits on both sides, and at
 * any depth sometimes of the wrong type.
 */

/** The parts of a zod 4 definition this mapper reads (zod's own types are per kind). */
interface Def {
  type: string;
  coerce?: boolean;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Anything of another type than the schema asked for. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A value for `schema`, usually shaped like it, sometimes of the wrong type. */
export function fuzzOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shapedLike(schema), weight: 6 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** A value shaped like `schema`, its fields fuzzed in turn. */
export function shapedLike(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringLike(def);
    case 'number':
      return numberLike(def);
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', '0', '')) : fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...Object.values(def.entries ?? {})), weight: 4 },
        { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
      );
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(fuzzOf(inner(def)), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(fuzzOf(inner(def)), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapedLike(inner(def));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(shapedLike));
    case 'object':
      return objectLike(def);
    case 'array':
      return arrayLike(def);
    case 'record':
      return fc.dictionary(
        fc.string({ maxLength: 12 }),
        def.valueType ? fuzzOf(def.valueType) : fc.anything(),
        { maxKeys: 5 },
      );
    case 'pipe':
      // A preprocess is a pipe from a transform: its output schema says what it takes.
      if (def.in && defOf(def.in).type !== 'transform') return shapedLike(def.in);
      return def.out ? shapedLike(def.out) : fc.anything();
    default:
      return fc.anything();
  }
}

function inner(def: Def): z.ZodType {
  if (!def.innerType) throw new Error(`a ${def.type} schema without its inner type`);
  return def.innerType;
}

const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

function stringLike(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 300;
  const pattern = checks.find((c) => c.format === 'regex')?.pattern;
  const isEmail = def.format === 'email' || checks.some((c) => c.format === 'email');
  const fitting = pattern
    ? fc.stringMatching(pattern)
    : isEmail
      ? fc.emailAddress()
      : fc.string({ minLength: min, maxLength: Math.min(max, 60), unit: 'binary' });
  return fc.oneof(
    { arbitrary: fitting, weight: 5 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
    // Either side of the limits, where off-by-one errors live.
    { arbitrary: fc.constantFrom(min, max, max + 1).map((n) => 'x'.repeat(n)), weight: 1 },
  );
}

function numberLike(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1e6;
  const max = checks.find((c) => c.check === 'less_than')?.value ?? 1e6;
  const number = fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true }),
    fc.constantFrom(min - 1, max + 1, 0, -0, 0.5, Number.MAX_SAFE_INTEGER + 2, 1e308),
  );
  // A coerced number arrives as text (queries) or whatever JSON holds.
  return def.coerce
    ? fc.oneof(number, number.map(String), fc.constantFrom('1e309', 'NaN', '-0', '0x10', ' 7 '))
    : number;
}

function objectLike(def: Def): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, fuzzOf(value)]),
  );
  const required = Object.entries(shape)
    .filter(([, value]) => !isOptional(value))
    .map(([key]) => key);
  const record = fc.record(fields, { requiredKeys: required });
  const extra = fc.dictionary(
    fc.constantFrom('extra', 'id', 'user_id', 'isAdmin', 'role'),
    wrongType,
    {
      maxKeys: 2,
    },
  );
  return fc.oneof(
    { arbitrary: record, weight: 5 },
    { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r })), weight: 1 },
  );
}

function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

function arrayLike(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 20;
  const element = def.element ? fuzzOf(def.element) : fc.anything();
  return fc.oneof(
    { arbitrary: fc.array(element, { minLength: min, maxLength: Math.min(max, 10) }), weight: 5 },
    // One past the limit, which must be refused with a message and not time out.
    { arbitrary: fc.constant(Array.from({ length: max + 1 }, (_, i) => `id-${i}`)), weight: 1 },
  );
}

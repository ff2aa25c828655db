import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries generated from a zod 4 contract by walking its definition (`schema._zod.def`):
 * the published zod → fast-check bridges target zod 3 and fast-check 3 (docs/decisions/051). Three kinds:
 * - `valid`: values meeting the contract's types, bounds, enums, literals and patterns (custom refinements
 *   such as a wallet checksum cannot be walked, so some of these are refused by the server — near-valid);
 * - `nearValid`: a valid value with one field dropped, pushed just past a bound, or joined by a field the
 *   caller may not write (role, status, amounts, owner ids…);
 * - `hostile`: wrong types, huge and strange strings, numeric edges, deep nesting, whole bodies that are
 *   not objects.
 * An unknown zod type throws, so a contract using a new construct fails the suite instead of going unfuzzed.
 */

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  value?: number | bigint;
  inclusive?: boolean;
}
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  out?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
}
type Schema = { _zod: { def: Def } };

const defOf = (schema: z.ZodType | Schema): Def => (schema as unknown as Schema)._zod.def;

export interface Hints {
  /** Ids of records the caller owns: fields named `…Id` / `…Ids` draw from them half of the time. */
  ids?: readonly number[];
}

/** Privileged fields a caller might try to slip into a body (mass assignment). */
export const privilegedFields: Record<string, unknown> = {
  id: 1,
  memberId: 1,
  role: 'operator',
  status: 'SETTLED',
  kycStatus: 'VERIFIED',
  accountType: 3,
  amount: 1,
  offerAmount: 100_000_000,
  annualRate: '0',
  offerRate: '0',
  apr: '0.0',
  passwordHash: 'x',
  createdAt: '2000-01-01T00:00:00Z',
};

interface Bounds {
  min?: number;
  max?: number;
  minInclusive: boolean;
  maxInclusive: boolean;
  integer: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  format?: string;
}

function boundsOf(def: Def): Bounds {
  const bounds: Bounds = { minInclusive: true, maxInclusive: true, integer: false };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') bounds.minLength = c.minimum;
    else if (c.check === 'max_length') bounds.maxLength = c.maximum;
    else if (c.check === 'length_equals') {
      bounds.minLength = c.length;
      bounds.maxLength = c.length;
    } else if (c.check === 'string_format') {
      bounds.format = c.format;
      if (c.pattern) bounds.pattern = c.pattern;
    } else if (c.check === 'number_format') bounds.integer = true;
    else if (c.check === 'greater_than') {
      bounds.min = Number(c.value);
      bounds.minInclusive = c.inclusive ?? true;
    } else if (c.check === 'less_than') {
      bounds.max = Number(c.value);
      bounds.maxInclusive = c.inclusive ?? true;
    }
  }
  return bounds;
}

const USDT = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '0xdAC17F958D2ee523a2206206994597C13D831ec7'];

/** Strings a field's name says it holds; the contract alone would rarely hit them. */
function namedString(name: string): fc.Arbitrary<string> | null {
  if (/email/i.test(name)) return fc.emailAddress();
  if (/phone|mobile/i.test(name)) return fc.stringMatching(/^\+44 ?7[0-9]{9}$/);
  if (/date|since/i.test(name)) {
    return fc
      .date({ min: new Date('1930-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (/^code$/.test(name)) return fc.stringMatching(/^[0-9]{6}$/);
  if (/wallet|receivingAddress/i.test(name)) return fc.constantFrom(...USDT);
  if (/password/i.test(name)) return fc.string({ unit: 'grapheme-ascii', minLength: 8, maxLength: 64 });
  if (/^value$/.test(name)) return fc.oneof(fc.constantFrom('0.1', '0.05', '100000'), fc.nat().map(String));
  return null;
}

function validOf(schema: Schema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const bounds = boundsOf(def);
      const minLength = bounds.minLength ?? 0;
      const maxLength = Math.min(bounds.maxLength ?? minLength + 40, minLength + 40);
      const named = namedString(name);
      if (named) return named;
      if (bounds.pattern) {
        return fc
          .stringMatching(bounds.pattern)
          .filter((value) => value.length >= minLength && value.length <= (bounds.maxLength ?? Infinity));
      }
      return fc.oneof(
        fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength }),
      );
    }
    case 'number': {
      const bounds = boundsOf(def);
      if (!bounds.integer) {
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          min: bounds.min ?? -1e9,
          max: bounds.max ?? 1e9,
          minExcluded: !bounds.minInclusive,
          maxExcluded: !bounds.maxInclusive,
        });
      }
      const min = bounds.min === undefined ? -1_000_000 : bounds.min + (bounds.minInclusive ? 0 : 1);
      const max = bounds.max === undefined ? 10_000_000 : bounds.max - (bounds.maxInclusive ? 0 : 1);
      const range = fc.oneof(
        fc.integer({ min, max: Math.min(max, min + 1000) }),
        fc.integer({ min, max: Math.min(max, Number.MAX_SAFE_INTEGER) }),
      );
      const owned = (hints.ids ?? []).filter((id) => id >= min && id <= max);
      return /Ids?$/.test(name) && owned.length > 0 ? fc.oneof(fc.constantFrom(...owned), range) : range;
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'array': {
      const bounds = boundsOf(def);
      const minLength = bounds.minLength ?? 0;
      return fc.array(validOf(def.element!, name, hints), {
        minLength,
        maxLength: Math.min(bounds.maxLength ?? minLength + 4, minLength + 4),
      });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, validOf(field, key, hints)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      return fc.record(model, { requiredKeys });
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validOf(def.innerType!, name, hints);
    case 'nullable':
      return fc.oneof(fc.constant(null), validOf(def.innerType!, name, hints));
    case 'pipe':
      return validOf(def.in!, name, hints);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validOf(option, name, hints)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'null':
      return fc.constant(null);
    default:
      throw new Error(`zod-arbitrary: no generator for zod type "${def.type}" (field ${name || 'body'})`);
  }
}

function isOptional(schema: Schema): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Values just outside what `schema` accepts, from its own bounds. */
function violationsOf(schema: Schema): unknown[] {
  const def = defOf(schema);
  const bounds = boundsOf(def);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      return violationsOf(def.innerType!).filter((value) => value !== undefined);
    case 'pipe':
      return violationsOf(def.in!);
    case 'string': {
      const out: unknown[] = [42, null, ['x'], ' '];
      if (bounds.minLength) out.push('', 'x'.repeat(bounds.minLength - 1));
      if (bounds.maxLength !== undefined) out.push('x'.repeat(bounds.maxLength + 1));
      if (bounds.pattern || bounds.format) out.push('not matching!', `${'0'.repeat(70)}`);
      return out;
    }
    case 'number': {
      const out: unknown[] = ['1', null, true, 0.5, -1, 2 ** 53, -(2 ** 53), 1e308];
      if (bounds.min !== undefined) out.push(bounds.min - (bounds.minInclusive ? 1 : 0));
      if (bounds.max !== undefined) out.push(bounds.max + (bounds.maxInclusive ? 1 : 0));
      return out;
    }
    case 'boolean':
      return ['true', 1, null];
    case 'literal':
      return (def.values ?? []).map((value) => (typeof value === 'boolean' ? !value : `${String(value)}x`));
    case 'enum':
      return Object.values(def.entries ?? {}).flatMap((value) => [
        `${String(value).toLowerCase()}`,
        ` ${value}`,
      ]);
    case 'array': {
      const out: unknown[] = ['x', {}, [null]];
      if (bounds.minLength) out.push([]);
      if (bounds.maxLength !== undefined) out.push(Array.from({ length: bounds.maxLength + 1 }, () => 1));
      return out;
    }
    case 'object':
      return [[], 'x', null];
    case 'record':
      return [[], 'x', null, 1];
    default:
      return [Symbol.for('no-violation')].filter(() => false);
  }
}

/** Values no field of any contract should take: wrong types, edges, strange text, deep structures. */
export function hostileValues(): fc.Arbitrary<unknown> {
  const deepArray = (depth: number): unknown =>
    Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);
  const deepObject = (depth: number): unknown =>
    Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      -1e308,
      5e-324,
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\u202eevil',
      '\u200b\u200d\ufeff',
      '𝟙𝟚𝟛',
      '١٢٣',
      '１２３',
      'ǅǈ',
      'ﷺ'.repeat(50),
      '😀'.repeat(300),
      "'; drop table members; --",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '{{7*7}}#{7*7}',
      '../../../../etc/passwd',
      '%00%0d%0a',
      '\r\nSet-Cookie: a=b',
      'x'.repeat(70_000),
      '\u0001\u0002\u0007\u001b[31m',
      [],
      {},
      [[[]]],
      { __proto__: null, toString: 1 },
      deepArray(400),
      deepObject(400),
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.double(),
    fc.integer(),
    fc.jsonValue({ maxDepth: 4 }),
  );
}

export interface ContractArbitraries {
  valid: fc.Arbitrary<unknown>;
  nearValid: fc.Arbitrary<unknown>;
  hostile: fc.Arbitrary<unknown>;
}

export function arbitrariesFor(schema: z.ZodType, hints: Hints = {}): ContractArbitraries {
  const root = schema as unknown as Schema;
  const valid = validOf(root, '', hints);
  const shape = objectShape(root);
  const keys = Object.keys(shape ?? {});

  const nearValid = shape
    ? fc
        .tuple(valid, fc.nat(), fc.nat(), fc.constantFrom('drop', 'violate', 'violate', 'privileged'))
        .map(([value, keyIndex, pick, how]) => {
          const body = { ...(value as Record<string, unknown>) };
          if (how === 'privileged') {
            const names = Object.keys(privilegedFields);
            const name = names[pick % names.length]!;
            body[name] = privilegedFields[name];
            return body;
          }
          const key = keys[keyIndex % keys.length]!;
          if (how === 'drop') {
            delete body[key];
            return body;
          }
          const violations = violationsOf(shape[key]!);
          if (violations.length === 0) delete body[key];
          else body[key] = violations[pick % violations.length];
          return body;
        })
    : fc.oneof(...violationsOf(root).map((value) => fc.constant(value)), fc.constant(null));

  const whole = fc.oneof(
    fc.constantFrom<unknown>(null, [], 'body', 0, true, { '': 1 }),
    valid.map((value) => [value]),
  );
  const hostile = shape
    ? fc.oneof(
        { weight: 1, arbitrary: whole },
        {
          weight: 6,
          arbitrary: fc
            .tuple(valid, fc.array(fc.tuple(fc.nat(), hostileValues()), { minLength: 1, maxLength: 3 }))
            .map(([value, swaps]) => {
              const body = { ...(value as Record<string, unknown>) };
              for (const [keyIndex, hostileValue] of swaps)
                body[keys[keyIndex % keys.length]!] = hostileValue;
              return body;
            }),
        },
      )
    : fc.oneof(whole, hostileValues());
  return { valid, nearValid, hostile };
}

/** The fields of an object contract, looking through refinements and pipes. */
function objectShape(schema: Schema): Record<string, Schema> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return objectShape(def.in!);
  return null;
}

import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * How each route's answer is turned into JSON. The zod contract of the route (its response schema) is turned
 * into JSON Schema once, at start, and compiled by fast-json-stringify: the answer is written in one pass
 * that emits only the contract's fields, as zod's output did, without zod checking and copying the whole
 * answer first (the largest single cost of a signed-in read, bench/README.md).
 *
 * With `checkAgainstZod` (the test suites: NODE_ENV=test) every answer is also checked and encoded by zod
 * as before, and the two JSON texts are compared: an answer that breaks its contract still fails as E500,
 * and any difference between the fast writer and zod fails the test that made it. A contract JSON Schema
 * cannot express (a transform, a custom check) keeps zod's serializer.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const bySchema = zodSerializerCompiler(route);
    // Compiled on a route's first answer, not at start: an app has a hundred contracts, a test app built
    // for a few requests would compile them all, and a server compiles only what it is asked for.
    let fast: ((data: unknown) => string) | null | undefined;
    const write = (data: unknown) => {
      if (fast === undefined) fast = fastWriterOf(route.schema);
      return fast ? fast(data) : null;
    };
    if (!options.checkAgainstZod) return (data: unknown) => write(data) ?? bySchema(data);
    return (data: unknown) => {
      const checked = bySchema(data);
      const written = write(data);
      if (written === null) return checked;
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(
          `the fast response writer of ${route.method} ${route.url} (${route.httpStatus}) differs from zod: ${written} against ${checked}`,
        );
      }
      return written;
    };
  };
}

function fastWriterOf(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(withNullables(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * zod writes `X.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify resolves by running
 * a validator over the value on every call; its own `nullable: true` on X says the same and costs nothing.
 */
function withNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullables);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [
    key,
    withNullables(value),
  ]);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  const anyOf = copy.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((branch) => isNullType(branch));
    const other = anyOf[1 - nullAt] as Record<string, unknown> | undefined;
    if (
      nullAt >= 0 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'null' &&
      !('anyOf' in other)
    ) {
      const { anyOf: _anyOf, ...rest } = copy;
      return { ...rest, ...other, nullable: true };
    }
  }
  return copy;
}

function isNullType(branch: unknown): boolean {
  return (
    typeof branch === 'object' &&
    branch !== null &&
    (branch as { type?: unknown }).type === 'null' &&
    Object.keys(branch).length === 1
  );
}

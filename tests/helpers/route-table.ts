import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

/** One route of /api as Fastify registered it, with the zod contracts it validates requests against. */
export interface RegisteredRoute {
  /** "METHOD /api/path/:param", the key of the classification table. */
  key: string;
  method: string;
  url: string;
  /** Names of the path parameters, in order. */
  params: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
  paramsSchema?: z.ZodType;
}

const initialization = channel('fastify.initialization');

/**
 * Builds an app while listening to Fastify's `onRoute` hook on every instance created meanwhile (the
 * documented `fastify.initialization` diagnostics channel), so the route table is read from what was
 * registered — not from a list kept by hand — and carries each route's own zod schemas.
 */
export async function captureRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      if (!options.url.startsWith('/api/')) return;
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      const schema = (options.schema ?? {}) as {
        body?: z.ZodType;
        querystring?: z.ZodType;
        params?: z.ZodType;
      };
      for (const method of methods) {
        // HEAD twins of GET routes share everything with their GET, hooks included.
        if (method === 'HEAD') continue;
        routes.push({
          key: `${method} ${options.url}`,
          method,
          url: options.url,
          params: [...options.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
          ...(schema.body ? { body: schema.body } : {}),
          ...(schema.querystring ? { querystring: schema.querystring } : {}),
          ...(schema.params ? { paramsSchema: schema.params } : {}),
        });
      }
    });
  };
  initialization.subscribe(listen);
  try {
    const built = await build();
    return { built, routes: dedupe(routes) };
  } finally {
    initialization.unsubscribe(listen);
  }
}

function dedupe(routes: RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of routes) if (!seen.has(route.key)) seen.set(route.key, route);
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** "METHOD /api/path/:param" for every operation the OpenAPI document at /api/docs publishes. */
export async function documentedRoutes(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** The path of `route` with each parameter replaced by the value `values` gives for it. */
export function fillPath(route: RegisteredRoute, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

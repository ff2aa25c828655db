import type { Executor } from './client';

/**
 * A query built once per database handle (or transaction) and prepared under `name`, for the reads every
 * request makes (the session behind a token, a member, a page of loans or news). Building a query with
 * drizzle costs about as much CPU as PostgreSQL's answer to it; a prepared one is only executed, and on
 * PostgreSQL it is also parsed and planned once per connection. `name` must be unique to the query's text.
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}

const cache = new WeakMap<Executor, Map<string, unknown>>();

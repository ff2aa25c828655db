/**
 * The load generator of `npm run bench`, in its own process so it never shares a CPU's time slices with the
 * server it measures: autocannon against one URL on 127.0.0.1 for a fixed time, then one JSON line with
 * req/s, latency percentiles and the answers that were not 2xx.
 *
 *   node bench/load.ts '{"url":"http://127.0.0.1:3000/api/health","connections":50,"seconds":5}'
 *
 * `idempotencyKey: true` gives every request its own Idempotency-Key (writes are applied once per key).
 * `variantsFile` names a JSON array of `{ headers, body }`, one per request, taken in turn from `variantsFrom`:
 * a write that needs fresh data per request (a borrower who may still apply, a bill still open) gets its
 * own; the answer says how many were taken (`used`), so the next run starts after them.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  idempotencyKey?: boolean;
  variantsFile?: string;
  /** A body read from a file as bytes (a multipart upload). */
  bodyFile?: string;
  variantsFrom?: number;
  /** Seconds of load first, not counted: connections opened, the server's code warmed. */
  warmUpSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  /** Variants taken from `variantsFile`. */
  used?: number;
  /** Filled in by bench/run.ts: the server's CPU time per answer. */
  cpuMicrosPerRequest?: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Variant {
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; only the promise form used here is described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const variants = spec.variantsFile
    ? (JSON.parse(readFileSync(spec.variantsFile, 'utf8')) as Variant[])
    : undefined;
  const first = spec.variantsFrom ?? 0;
  let next = first;
  const options = {
    url: spec.url,
    connections: spec.connections,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.bodyFile ? { body: readFileSync(spec.bodyFile) } : {}),
    ...(spec.idempotencyKey || spec.variantsFile
      ? {
          requests: [
            {
              setupRequest: (request: AutocannonRequest) => {
                const variant = variants ? variants[next++ % variants.length] : undefined;
                return {
                  ...request,
                  ...(variant?.body === undefined ? {} : { body: variant.body }),
                  headers: {
                    ...request.headers,
                    ...variant?.headers,
                    ...(spec.idempotencyKey ? { 'idempotency-key': randomUUID() } : {}),
                  },
                };
              },
            },
          ],
        }
      : {}),
  };
  if (spec.warmUpSeconds) await autocannon({ ...options, duration: spec.warmUpSeconds });
  const result = await autocannon({ ...options, duration: spec.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    ...(variants ? { used: next - first } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
  process.stdout.write(`${JSON.stringify(await load(spec))}\n`);
}

/**
 * The load generator of `npm run bench`, in its own process so it never shares a CPU's time slices with the
 * server it measures: autocannon against one URL on 127.0.0.1 for a fixed time, then one JSON line with
 * req/s, latency percentiles and the answers that were not 2xx.
 *
 *   node bench/load.ts '{"url":"http://127.0.0.1:3000/api/health","connections":50,"seconds":5}'
 *
 * `idempotencyKey: true` gives every request its own Idempotency-Key (writes are applied once per key).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  idempotencyKey?: boolean;
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
interface AutocannonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; only the promise form used here is described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const options = {
    url: spec.url,
    connections: spec.connections,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.idempotencyKey
      ? {
          requests: [
            {
              setupRequest: (request: AutocannonRequest) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
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
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
  process.stdout.write(`${JSON.stringify(await load(spec))}\n`);
}

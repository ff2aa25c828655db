/**
 * The overload bench's own clients (bench/overload.ts): loops of plain `http` requests that keep each
 * answer's status and time, so refusals, shed answers and served ones can be told apart (autocannon only
 * gives percentiles of all of them). Run as a script it is a load of its own process, so its work never
 * delays the measuring of the others:
 *
 *   node --import tsx bench/lib/paced-load.ts '{"base":"http://127.0.0.1:3000","method":"POST",
 *     "path":"/api/loan/quote","body":"{…}","tokens":["…"],"connectionsPerToken":10,"seconds":10}'
 *
 * prints one JSON line: `[[status, ms], …]`, one pair per answer.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** Closes the kept-alive connections, so the process can end. */
export const stopConnections = () => agent.destroy();

export interface Result {
  status: number;
  ms: number;
}

/** One request; status 0 when no answer came (refused connection, or nothing within 30 s). */
export function send(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${url}`,
      { method, agent, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/**
 * `connections` loops sending one request after another until `ms` have passed; with `paceMs`, each loop
 * starts a request at most every `paceMs` (a person's app, not a flood).
 */
export async function load(
  connections: number,
  ms: number,
  one: () => Promise<Result>,
  paceMs = 0,
): Promise<Result[]> {
  const until = Date.now() + ms;
  const results: Result[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = Date.now();
        results.push(await one());
        const rest = paceMs - (Date.now() - started);
        if (rest > 0) await sleep(rest);
      }
    }),
  );
  return results;
}

interface ScriptSpec {
  base: string;
  method: string;
  path: string;
  body?: string;
  tokens: string[];
  connectionsPerToken: number;
  seconds: number;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(process.argv[2] ?? '{}') as ScriptSpec;
  const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
  const headers = (token: string): Record<string, string> => ({
    token,
    ...(body ? { 'content-type': 'application/json' } : {}),
  });
  const all = await Promise.all(
    spec.tokens.map((token) =>
      load(spec.connectionsPerToken, spec.seconds * 1000, () =>
        send(spec.base, spec.method, spec.path, headers(token), body),
      ),
    ),
  );
  process.stdout.write(
    `${JSON.stringify(all.flat().map(({ status, ms }) => [status, Math.round(ms * 10) / 10]))}\n`,
  );
  stopConnections();
}

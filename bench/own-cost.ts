/**
 * The yardsticks of `npm run bench:writes` that are a library's own work, no server around it, each in its
 * own process: `in flight` operations kept going at once (as many as the load generator's connections) for
 * the given seconds, after a second's warm-up; prints one JSON line with operations/s and the p50/p99 of one
 * operation in ms.
 *
 *   node --import tsx bench/own-cost.ts argon2 <seconds> <in flight>
 *       argon2id verify of a password, with the parameters of server/modules/auth/passwords.ts
 *   node --import tsx bench/own-cost.ts sharp <seconds> <in flight> <image file>
 *       what upload/img asks of sharp for that image (server/modules/uploads/image-processing.ts: the
 *       header read, then turned upright and re-encoded); cleanImage itself, so the two cannot drift
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../server/modules/auth/passwords';
import { cleanImage } from '../server/modules/uploads/image-processing';

const [kind, secondsArg, inFlightArg, file] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 5);
const inFlight = Number(inFlightArg ?? 50);

let operation: () => Promise<unknown>;
if (kind === 'argon2') {
  const stored = await hashPassword('bench-password');
  operation = () => verifyPassword(stored, 'bench-password');
} else if (kind === 'sharp' && file) {
  const image = readFileSync(file);
  operation = () => cleanImage(image, 40_000_000);
} else {
  process.stderr.write('usage: own-cost.ts argon2|sharp <seconds> <in flight> [image]\n');
  process.exit(2);
}

async function run(forMs: number) {
  const times: number[] = [];
  const end = performance.now() + forMs;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await operation();
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { times, ms: performance.now() - started };
}

await run(1000);
const { times, ms } = await run(seconds * 1000);
times.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
process.stdout.write(
  `${JSON.stringify({ operationsPerSecond: (times.length / ms) * 1000, p50: at(0.5), p99: at(0.99), total: times.length })}\n`,
);

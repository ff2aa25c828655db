import { type SimulatedBureau, startSimulatedBureau } from '../../server/bacs-bureau/simulated-bureau-server';

let started: Promise<SimulatedBureau> | null = null;

/**
 * The address of this worker's simulated Bacs bureau, started on 127.0.0.1 and a free port at
 * the first call: the API project shares one module registry per worker (vitest.config.ts), so every test
 * file of a worker uses the same bureau. It never keeps the worker alive and is closed at its exit.
 */
export async function testBacsBureauUrl(): Promise<string> {
  started ??= startSimulatedBureau().then((bureau) => {
    bureau.unref();
    process.once('beforeExit', () => void bureau.close());
    return bureau;
  });
  return (await started).url;
}

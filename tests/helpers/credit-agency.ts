import {
  type SimulatedAgency,
  startSimulatedAgency,
} from '../../server/credit-agency/simulated-agency-server';

let started: Promise<SimulatedAgency> | null = null;

/**
 * The address of this worker's simulated credit reference agency, started on 127.0.0.1 and a free port at
 * the first call: the API project shares one module registry per worker (vitest.config.ts), so every test
 * file of a worker searches the same agency. It never keeps the worker alive and is closed at its exit.
 */
export async function testCreditAgencyUrl(): Promise<string> {
  started ??= startSimulatedAgency().then((agency) => {
    agency.unref();
    process.once('beforeExit', () => void agency.close());
    return agency;
  });
  return (await started).url;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SimulatedProcess, spawnSimulatedProcess } from '../lib/simulated-process';

export type SpawnedAgency = SimulatedProcess;

/**
 * The simulated agency (`main.ts` beside this file) as a child process, for a server outside production with
 * no CREDIT_REFERENCE_URL; it stops when this process ends, however it ends (`spawnSimulatedProcess`).
 */
export function spawnSimulatedAgency(options: { startTimeoutMs?: number } = {}): Promise<SpawnedAgency> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
  return spawnSimulatedProcess(main, 'credit reference agency', options);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SimulatedProcess, spawnSimulatedProcess } from '../lib/simulated-process';

export type SpawnedBureau = SimulatedProcess;

/**
 * The simulated Bacs bureau (`main.ts` beside this file) as a child process, for a server outside production with
 * no BACS_BUREAU_URL; it stops when this process ends, however it ends (`spawnSimulatedProcess`).
 */
export function spawnSimulatedBureau(options: { startTimeoutMs?: number } = {}): Promise<SpawnedBureau> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
  return spawnSimulatedProcess(main, 'Bacs bureau', options);
}

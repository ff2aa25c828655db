import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const urlLine = z.object({ url: z.url({ protocol: /^http$/ }) });

/** A simulated outside service (the credit reference agency, the Bacs bureau) running as a child process. */
export interface SimulatedProcess {
  url: string;
  pid: number;
  /** SIGTERM, and resolves once the process has gone (SIGKILL after 3 s). */
  stop(): Promise<void>;
  /** Called once if the process ends while it was not asked to stop. */
  onUnexpectedExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
}

/**
 * A simulated service's `main` (a file that prints `{"url":…}` as its first line once it listens) as a child
 * process on 127.0.0.1 and a free port, for a server outside production with no address for the real one.
 * Its stdin is a pipe this process keeps open: when this process ends, however it ends, the pipe closes and
 * the service stops too. Rejects when no URL line came within `startTimeoutMs` (what the process wrote to
 * stderr is on this process's stderr). `name` says which service in that rejection.
 */
export function spawnSimulatedProcess(
  main: string,
  name: string,
  { startTimeoutMs = 15_000 } = {},
): Promise<SimulatedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    // Its own address, whatever HOST and PORT the server that spawns it was given.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    // What it says on stderr (a failure to start, say) reaches this process's own stderr.
    stdio: ['pipe', 'pipe', 'inherit'],
    // Its own process group: a Ctrl-C in the terminal reaches the server alone, which stops the service
    // last, after the requests in hand (searches, collections) have finished.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  let started = false;

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
  };

  return new Promise<SimulatedProcess>((resolve, reject) => {
    let stdout = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`the simulated ${name} did not start: ${why}`));
    };
    const timer = setTimeout(() => fail(`no address within ${startTimeoutMs} ms`), startTimeoutMs);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => {
      if (!started && !stopping) fail(`it exited (${signal ?? `code ${code}`})`);
    });
    child.stdout.on('data', function onData(chunk: Buffer) {
      stdout += chunk.toString();
      const end = stdout.indexOf('\n');
      if (end === -1) return;
      child.stdout.off('data', onData);
      // Anything it writes later is read and dropped, so a full pipe never blocks it.
      child.stdout.resume();
      let url: string;
      try {
        url = urlLine.parse(JSON.parse(stdout.slice(0, end))).url;
      } catch {
        fail(`its first line was not {"url":…}: ${stdout.slice(0, Math.min(end, 200))}`);
        return;
      }
      clearTimeout(timer);
      started = true;
      resolve({
        url,
        pid: child.pid ?? 0,
        stop,
        onUnexpectedExit: (listener) => {
          child.once('exit', (code, signal) => {
            if (!stopping) listener(code, signal);
          });
        },
      });
    });
  });
}

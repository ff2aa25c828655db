import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free port on 127.0.0.1, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The real server (`node --import tsx server/main.ts`) as a child process on 127.0.0.1, started and killed
 * again and again on the same data. Node runs the server itself (no npx, no shell between), so the pid
 * killed is the server's (STACK trap 19).
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderrTail = '';
  readonly baseUrl: string;

  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** The running server's process id (to read its memory from /proc), while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and resolves with the milliseconds until `/api/health` answered 200. */
  async start(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    this.stderrTail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-4000);
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let gone = false;
    void this.exited.then(() => {
      gone = true;
    });
    while (Date.now() - started < timeoutMs) {
      if (gone) throw new Error(`the server exited during start:\n${this.stderrTail}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (response.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    await this.kill();
    throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${this.stderrTail}`);
  }

  /** SIGKILL: no handler runs, nothing is flushed, open transactions die with their connections. */
  async kill(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
    }
    await this.exited;
    this.child = null;
  }

  /** SIGTERM: the server's own orderly stop (closes the database), bounded by a SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
    this.child = null;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

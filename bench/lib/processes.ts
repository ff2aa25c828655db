// Child processes of `npm run bench`: servers that listen on 127.0.0.1 until stopped, and one-shot scripts
// whose last stdout line is JSON. Every child is killed by its own pid when the bench ends, however it ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

export function stopAll(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` and waits until `ready(url)` answers (polled), or the child prints `listening <url>`.
 * stdout and stderr go to the bench's stderr only when BENCH_VERBOSE is set.
 */
export async function startServer(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; url?: string; timeoutMs?: number } = {},
): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const verbose = Boolean(process.env.BENCH_VERBOSE);
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    if (verbose) process.stderr.write(chunk);
  });
  const printed = new Promise<string>((resolve) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (verbose) process.stderr.write(chunk);
      buffer = (buffer + chunk.toString()).slice(-4000);
      const match = /listening (http:\/\/\S+)/.exec(buffer);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited (${code}) before it was ready:\n${output}`)),
    ),
  );
  const deadline = options.timeoutMs ?? 120_000;
  const timer = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`${args.join(' ')} not ready in ${deadline} ms:\n${output}`)),
      deadline,
    ).unref(),
  );
  const ready = options.url ? pollUntilUp(options.url).then(() => options.url as string) : printed;
  const url = await Promise.race([ready, exited, timer]);
  exited.catch(() => {});
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        running.delete(child);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

async function pollUntilUp(url: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs `node <args>` to the end and answers its last stdout line parsed as JSON. */
export function runJson<T>(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 300_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      running.delete(child);
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolve(JSON.parse(last) as T);
      } catch (error) {
        reject(new Error(`${args.join(' ')} failed (${String(error)}):\n${stderr}\n${stdout.slice(-2000)}`));
      }
    });
  });
}

export const tsx = (script: string, ...args: string[]) => [
  '--import',
  'tsx',
  path.join(root, script),
  ...args,
];

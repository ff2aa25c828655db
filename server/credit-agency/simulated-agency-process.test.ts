import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSimulatedAgency } from './spawn-simulated-agency';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** The first line the process writes to stdout, parsed. */
function firstLine(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end !== -1) resolve(JSON.parse(text.slice(0, end)));
    });
    child.once('exit', () => reject(new Error(`exited before a line: ${text}`)));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; ) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isRunning(pid);
}

describe('the simulated agency as a process', () => {
  it('prints its address, answers /health, and exits when its stdin closes', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/credit-agency/main.ts'], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    started.push(child);
    const line = await firstLine(child);
    expect(line).toEqual({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    const { url } = line as { url: string };
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const closedAt = Date.now();
    child.stdin!.end();
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    expect(Date.now() - closedAt).toBeLessThan(5000);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('exits on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/credit-agency/main.ts'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    started.push(child);
    await firstLine(child);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
  });

  it('spawned for a server: on 127.0.0.1 whatever HOST and PORT say, stopped with the server', async () => {
    const saved = { HOST: process.env.HOST, PORT: process.env.PORT };
    process.env.HOST = '0.0.0.0';
    process.env.PORT = '3000';
    let agency: Awaited<ReturnType<typeof spawnSimulatedAgency>>;
    try {
      agency = await spawnSimulatedAgency();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    expect(agency.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(agency.url).not.toMatch(/:3000$/);
    expect((await fetch(`${agency.url}/health`)).status).toBe(200);
    let unexpected = false;
    agency.onUnexpectedExit(() => {
      unexpected = true;
    });
    await agency.stop();
    expect(isRunning(agency.pid)).toBe(false);
    expect(unexpected).toBe(false);
  });

  it('does not outlive the server that spawned it, even one killed with SIGKILL', async () => {
    // A stand-in for server/main.ts: spawns the agency, says its pid, and waits.
    const script = [
      `const { spawnSimulatedAgency } = await import(${JSON.stringify(path.join(here, 'spawn-simulated-agency.ts'))});`,
      'const agency = await spawnSimulatedAgency();',
      'process.stdout.write(JSON.stringify({ pid: agency.pid, url: agency.url }) + "\\n");',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(parent);
    const { pid, url } = (await firstLine(parent)) as { pid: number; url: string };
    expect((await fetch(`${url}/health`)).status).toBe(200);
    parent.kill('SIGKILL');
    await exitOf(parent);
    expect(await gone(pid, 5000)).toBe(true);
  });

  it('fails to start with a clear message when no address comes in time', async () => {
    await expect(spawnSimulatedAgency({ startTimeoutMs: 1 })).rejects.toThrow(
      /the simulated credit reference agency did not start: no address within 1 ms/,
    );
  });
});

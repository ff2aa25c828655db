import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, whatever folder the script was started from. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A tool installed in node_modules/.bin, started directly (STACK trap 19: `npx` leaves children behind). */
export function bin(name) {
  return path.join(root, 'node_modules', '.bin', name);
}

/**
 * Runs a command with its output streamed to ours and resolves with its exit code and duration; never
 * rejects, so a caller can go on to the next step after a failure.
 */
export function run(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      process.stderr.write(`could not start ${command}: ${error.message}\n`);
      resolve({ code: 127, ms: Date.now() - started });
    });
    child.on('exit', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 + signalNumber(signal) : 1), ms: Date.now() - started });
    });
  });
}

/**
 * Like `run`, with the output (stdout and stderr, in the order they came) kept instead of shown, so that
 * steps running side by side can print theirs whole, one after another.
 */
export function runCaptured(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      resolve({
        code: 127,
        ms: Date.now() - started,
        output: `could not start ${command}: ${error.message}\n`,
      });
    });
    child.on('close', (code, signal) => {
      resolve({
        code: code ?? (signal ? 128 + signalNumber(signal) : 1),
        ms: Date.now() - started,
        output,
      });
    });
  });
}

function signalNumber(signal) {
  return { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

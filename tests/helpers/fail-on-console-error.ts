import nodeConsole from 'node:console';
import { afterEach, vi } from 'vitest';

// A stray console.error is a bug the test did not notice: fail the test that caused it. A test that expects
// one spies on console.error and asserts it. Node's own console is watched as well as the one vitest gives
// each test file: happy-dom reports to it (a refused script, say), out of reach of the latter.
let errors: unknown[][] = [];
const unwatched = Symbol.for('quayside.unwatched-console-error');
type Watched = Console & { [unwatched]?: Console['error'] };

function watch(target: Watched) {
  // Kept on the console itself, so the next test file in the same worker wraps the original, not a wrapper.
  const original = target[unwatched] ?? target.error;
  target[unwatched] = original;
  target.error = (...args: unknown[]) => {
    errors.push(args);
    original.apply(target, args);
  };
}
watch(console);
if (nodeConsole !== console) watch(nodeConsole);

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});

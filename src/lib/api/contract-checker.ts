import type { CheckReply, CheckRequest } from './contract-worker';
import { type CheckResult, type ContractRef, checkContract } from './contracts';

/**
 * Checks API answers against their contracts in a worker. Evaluating zod and building the schemas took a
 * slow phone's main thread about a quarter of a second (measured at 4× CPU slowdown) just as the first page
 * was being drawn; in a worker the page does not wait for it. Where there is no worker (it could not start,
 * or the browser or test runner has none) the same check runs here, so an answer is never let through
 * unchecked.
 */
let worker: Worker | null | undefined;
let nextId = 0;
/** A worker that has not answered a check in this long is not waited for: the check runs here. */
export const CHECK_TIMEOUT_MS = 10_000;

interface Pending {
  request: CheckRequest & { kind: 'check' };
  resolve(result: CheckResult): void;
  timer: ReturnType<typeof setTimeout>;
}
const pending = new Map<number, Pending>();

/** The check on this thread; a contract module that cannot even load is a failed check, not a hang. */
function checkHere({
  module,
  name,
  data,
}: {
  module: string;
  name: string;
  data: unknown;
}): Promise<CheckResult> {
  return checkContract(module, name, data).catch((error: unknown) => ({ ok: false, message: String(error) }));
}

/** Takes checks back from the worker and runs them here. */
function takeBack(entries: Pending[]): void {
  for (const entry of entries) {
    clearTimeout(entry.timer);
    pending.delete(entry.request.id);
    void checkHere(entry.request).then(entry.resolve);
  }
}

function contractWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./contract-worker.ts', import.meta.url), {
      type: 'module',
      name: 'contracts',
    });
    started.onmessage = (event: MessageEvent<CheckReply>) => {
      const { id, ...result } = event.data;
      const entry = pending.get(id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.resolve(result);
    };
    // The worker's script could not be fetched or run (offline before it was cached, say): the checks it
    // holds and all later ones run on this thread instead.
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      takeBack([...pending.values()]);
    };
    // A reply that could not be read names no check: all those waiting are done here.
    started.onmessageerror = () => takeBack([...pending.values()]);
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker and its contract module while the request is on the network. */
export function prepareCheck(ref: ContractRef<unknown>): void {
  contractWorker()?.postMessage({ kind: 'load', module: ref.module } satisfies CheckRequest);
}

export function checkAnswer(ref: ContractRef<unknown>, data: unknown): Promise<CheckResult> {
  const target = contractWorker();
  if (!target) return checkHere({ module: ref.module, name: ref.name, data });
  return new Promise((resolve) => {
    const request = { kind: 'check', id: nextId++, module: ref.module, name: ref.name, data } as const;
    const timer = setTimeout(() => {
      const entry = pending.get(request.id);
      if (entry) takeBack([entry]);
    }, CHECK_TIMEOUT_MS);
    pending.set(request.id, { request, resolve, timer });
    target.postMessage(request satisfies CheckRequest);
  });
}

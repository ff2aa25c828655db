import { type CheckResult, checkContract, loadContractModule } from './contracts';

/** Messages from contract-checker.ts. */
export type CheckRequest =
  | { kind: 'load'; module: string }
  | { kind: 'check'; id: number; module: string; name: string; data: unknown };
export type CheckReply = CheckResult & { id: number };

// Typed by hand: the app's TypeScript project has the DOM's globals, not a worker's.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(reply: CheckReply): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'load') {
    void loadContractModule(request.module).catch(() => undefined);
    return;
  }
  checkContract(request.module, request.name, request.data)
    .catch((error: unknown): CheckResult => ({ ok: false, message: String(error) }))
    .then((result) => {
      try {
        scope.postMessage({ ...result, id: request.id });
      } catch (error) {
        // A parsed answer that cannot be cloned back (DataCloneError) is a failed check, never a silence.
        scope.postMessage({ ok: false, message: String(error), id: request.id });
      }
    });
};

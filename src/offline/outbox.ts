// SHIM (branch wizard only): replaced by the offline branch's outbox before merging.
export function flushOutbox(): void {}

/**
 * An item's version as an operator is shown it: its state and the time of its last change, so that a
 * change is seen even when two fall within one clock tick. An action carrying an older version is refused
 * (the operator module's `checkSeen`).
 */
export function versionOf(status: string, changedAt: Date): { version: string; changedAt: Date } {
  return { version: `${status}@${changedAt.toISOString()}`, changedAt };
}

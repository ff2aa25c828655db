import { useRef } from 'react';

/**
 * One Idempotency-Key per request body, kept across retries: a second tap, or a retry after a lost answer,
 * sends the same key with the same body, so the server replays its first answer instead of acting twice. A
 * different body (another name typed, other bills chosen) gets a new key: the server refuses a key reused
 * with a different body. Shared by the borrower's forms and the console's actions.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

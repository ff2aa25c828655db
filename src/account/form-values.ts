import { parsePoundsInput } from '../../domain/money-input';

/*
 * Typed text → the numbers the shared contracts expect. Text that is not a number becomes -1, which every
 * contract refuses with its "Please enter the correct …" message (never 0, which would be accepted).
 */

/** '' → undefined ("Please enter …"); "12" → 12; anything else → -1 ("Please enter the correct …"). */
export function wholeNumberInput(text: string): number | undefined {
  const clean = text.trim();
  if (clean === '') return undefined;
  return /^\d{1,4}$/.test(clean) ? Number(clean) : -1;
}

/** Pounds as typed → pence for the wire (domain/money-input), with the same convention. */
export function poundsInput(text: string): number | undefined {
  const minor = parsePoundsInput(text);
  return minor === null ? -1 : minor;
}

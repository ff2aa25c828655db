/**
 * Confirmation of Payee (Pay.UK): before money is paid to an account, the account holder's name given is
 * checked with the bank that holds the account (decision 099). The check is a question to another party, so
 * it is asynchronous and bounded in time: an answer that does not come within `COP_TIMEOUT_MS` is
 * "unavailable", as the scheme treats a bank that does not answer.
 */
export type CopOutcome = 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'UNAVAILABLE';
export type CopAccountType = 'PERSONAL' | 'BUSINESS';

export interface CopRequest {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  /** Our borrowers are paid into their own accounts, so we always ask about a personal account. */
  accountType: CopAccountType;
}

export interface CopAnswer {
  outcome: CopOutcome;
  /** On a close match: the name the bank holds, to show the borrower (the scheme returns it then only). */
  heldName: string | null;
  /** On a close match, when the account turns out to be of the other type (a business account). */
  heldAccountType: CopAccountType | null;
}

export interface ConfirmationOfPayee {
  check(request: CopRequest, signal: AbortSignal): Promise<CopAnswer>;
}

export const COP_TIMEOUT_MS = 5_000;

const unavailable: CopAnswer = { outcome: 'UNAVAILABLE', heldName: null, heldAccountType: null };

/** The provider's answer, or "unavailable" when it fails or is slower than `timeoutMs`. */
export async function confirmPayee(
  provider: ConfirmationOfPayee,
  request: CopRequest,
  timeoutMs = COP_TIMEOUT_MS,
): Promise<CopAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CopAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(unavailable);
    }, timeoutMs);
  });
  try {
    return await Promise.race([provider.check(request, controller.signal).catch(() => unavailable), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

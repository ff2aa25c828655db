import type { ErrorCode } from '../../domain/errors';
import type { MessageParams } from '../../domain/messages';

/**
 * A refusal the client should see: a result code, a message key from the catalog, and optional details.
 * Anything that is not an AppError is treated as unexpected (E500, generic message, logged).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly details: {
      params?: MessageParams;
      /** field path → encoded message key, for V400 */
      fields?: Record<string, string>;
      data?: Record<string, unknown>;
      status?: number;
    } = {},
  ) {
    super(`${code} ${key}`);
  }
}

export const notFound = () => new AppError('N404', 'not.found');
export const forbidden = () => new AppError('F403', 'forbidden');
export const conflict = (key: string, params?: MessageParams) => new AppError('C409', key, { params });
export const invalid = (fields: Record<string, string>, key = 'validation.failed') =>
  new AppError('V400', firstMessage(fields) ?? key, { fields });
export const sessionExpired = () => new AppError('U403', 'session.expired');

function firstMessage(fields: Record<string, string>): string | undefined {
  return Object.values(fields)[0];
}

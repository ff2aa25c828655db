/**
 * A business rule refused its input. It carries a stable code (and optional parameters) rather than
 * English, so the server's catalog and the app's Lingui catalogs can put it into the reader's language.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly params?: Record<string, string | number>;

  constructor(code: string, params?: Record<string, string | number>) {
    super(params ? `${code} ${JSON.stringify(params)}` : code);
    this.name = 'DomainError';
    this.code = code;
    if (params) this.params = params;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/**
 * Log paths that may carry secrets or personal data: tokens, passwords, codes, ID numbers, wallet
 * addresses and bank account details never reach the log (DESIGN §7).
 */
export const redactPaths = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.code',
  '*.idNumber',
  '*.walletAddress',
  '*.receivingAddress',
  '*.accountNumber',
  '*.sortCode',
  '*.accountHolderName',
  '*.*.password',
  '*.*.token',
  '*.*.code',
  '*.*.idNumber',
  '*.*.walletAddress',
  '*.*.accountNumber',
  '*.*.sortCode',
  '*.*.accountHolderName',
];

/**
 * A query string may carry a code or an address (`member/verifyEmail?email=…&code=…`), and the request
 * line is logged before any route runs: the names of its parameters are kept, their values are not.
 */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return `${url.slice(0, start)}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino serializers for Fastify's request log lines. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: withoutQueryValues(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * Log paths that may carry secrets or personal data: tokens, passwords, codes, ID numbers and wallet
 * addresses never reach the log (DESIGN §7).
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
  '*.*.password',
  '*.*.token',
  '*.*.code',
  '*.*.idNumber',
  '*.*.walletAddress',
];

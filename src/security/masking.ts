/**
 * What the settings list shows of each value: enough for the borrower to recognise their own, not enough
 * for someone looking over their shoulder to read it off the screen.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${shown}${'•'.repeat(Math.max(3, Math.min(name.length - shown.length, 6)))}${email.slice(at)}`;
}

export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return mobile;
  const head = mobile.startsWith('+') ? mobile.slice(0, 3) : mobile.slice(0, 2);
  return `${head}${'•'.repeat(Math.max(3, mobile.length - head.length - 3))}${mobile.slice(-3)}`;
}

/** A wallet address is public by nature; shortened only so it fits a line. */
export function shortenAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

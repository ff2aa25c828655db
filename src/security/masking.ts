/**
 * The mobile number as the settings show it: enough for the borrower to recognise their own, not enough for
 * someone looking over their shoulder to read it off the screen.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return mobile;
  const head = mobile.startsWith('+') ? mobile.slice(0, 3) : mobile.slice(0, 2);
  return `${head}${'•'.repeat(Math.max(3, mobile.length - head.length - 3))}${mobile.slice(-3)}`;
}

/** A wallet address is public by nature; shortened only so it fits a line. */
export function shortenAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

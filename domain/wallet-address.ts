import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * USDT receiving addresses (SPEC §3, DESIGN §4): TRON (TRC-20) or Ethereum (ERC-20). Both are checked for
 * real, so a typo is caught here rather than by a transfer that sends a borrower's money nowhere.
 */
export type WalletNetwork = 'TRC20' | 'ERC20';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION_BYTE = 0x41;

function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** TRON: base58check of 0x41 + 20-byte account id, checksum = first 4 bytes of double SHA-256. */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION_BYTE) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/** The EIP-55 mixed-case form of a 40-hex-digit address. */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * Ethereum: `0x` + 40 hex digits. All-lower or all-upper carries no checksum and is accepted as typed;
 * mixed case must match EIP-55 exactly, so a single mistyped character is caught.
 */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function walletNetworkOf(address: string): WalletNetwork | null {
  if (isTronAddress(address)) return 'TRC20';
  if (isEthereumAddress(address)) return 'ERC20';
  return null;
}

export function isUsdtAddress(address: string): boolean {
  return walletNetworkOf(address) !== null;
}

import { type CapturedMail, readAllMail } from './mail-store';

/**
 * The e-mail outbox as a borrower sees it: messages the app server delivered over SMTP to the capture
 * server of global setup. Journeys read verification codes from here, never from the database.
 *
 *   const since = Date.now();
 *   await page.getByRole('button', { name: 'Send code' }).click();
 *   const code = await latestCodeFor(email, { since });
 */
export interface DecodedMail {
  to: string[];
  receivedAt: number;
  subject: string;
  /** The plain-text part, or the HTML part with its tags removed when there is no plain text. */
  text: string;
  html: string;
}

export interface WaitOptions {
  /** Only messages received at or after this time (ms since the epoch). */
  since?: number;
  /** How long to wait for a matching message; the outbox delivers within a few seconds. */
  timeoutMs?: number;
}

export function messagesFor(email: string, since = 0): DecodedMail[] {
  const wanted = email.toLowerCase();
  return readAllMail()
    .filter((mail) => mail.receivedAt >= since && mail.to.includes(wanted))
    .map(decodeMail);
}

/** Waits for the newest message to `email` (received at or after `since`). */
export async function latestMessageFor(email: string, options: WaitOptions = {}): Promise<DecodedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const found = messagesFor(email, options.since ?? 0).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${email} arrived within ${options.timeoutMs ?? 20_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit verification code in the newest message to `email`. */
export async function latestCodeFor(email: string, options: WaitOptions = {}): Promise<string> {
  const mail = await latestMessageFor(email, options);
  const code = codeIn(`${mail.subject}\n${mail.text}`);
  if (!code) throw new Error(`The latest e-mail to ${email} has no 6-digit code:\n${mail.text}`);
  return code;
}

/** A run of exactly six digits, not part of a longer number. */
export function codeIn(text: string): string | undefined {
  return /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
}

export function decodeMail(mail: CapturedMail): DecodedMail {
  const entity = parseEntity(mail.raw);
  const parts = leafParts(entity);
  const plain = parts.find((part) => part.type === 'text/plain');
  const html = parts.find((part) => part.type === 'text/html');
  const htmlText = html ? decodeBody(html) : '';
  return {
    to: mail.to,
    receivedAt: mail.receivedAt,
    subject: decodeWords(entity.headers.get('subject') ?? ''),
    text: plain ? decodeBody(plain) : htmlText.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '),
    html: htmlText,
  };
}

// A small MIME reader: enough for what nodemailer sends (multipart/alternative, base64 or
// quoted-printable, UTF-8), with no parsing library to install.
interface Entity {
  headers: Map<string, string>;
  type: string;
  body: string;
}

function parseEntity(raw: string): Entity {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = (headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  return { headers, type, body };
}

function leafParts(entity: Entity): Entity[] {
  if (!entity.type.startsWith('multipart/')) return [entity];
  const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return entity.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(parseEntity(chunk.replace(/^\n/, ''))));
}

function decodeBody(entity: Entity): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as in a Subject written in Chinese. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One message as the capture server received it over SMTP. */
export interface CapturedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  /** Milliseconds since the epoch, when the message was fully received. */
  receivedAt: number;
  /** The message as sent: headers and MIME body. */
  raw: string;
}

/** The folder the capture server writes to; chosen in playwright.config.ts and inherited by workers. */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

let sequence = 0;

/** Written to a temporary name first, so a reader never sees half a message. */
export function storeMail(mail: CapturedMail, dir = mailDir()): void {
  mkdirSync(dir, { recursive: true });
  const name = `${mail.receivedAt}-${process.pid}-${String(++sequence).padStart(5, '0')}`;
  const temporary = path.join(dir, `.${name}.tmp`);
  writeFileSync(temporary, JSON.stringify(mail));
  renameSync(temporary, path.join(dir, `${name}.json`));
}

export function readAllMail(dir = mailDir()): CapturedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail)
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

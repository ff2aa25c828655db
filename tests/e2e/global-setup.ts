import { SMTPServer } from 'smtp-server';
import { mailDir, storeMail } from './support/mail-store';

/**
 * Starts a real SMTP server on 127.0.0.1 that the app server (SMTP_URL, see playwright.config.ts) delivers
 * to, and saves every message so journeys can read "the code from the e-mail" (tests/e2e/support/mailbox.ts).
 * Returns the function that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = mailDir();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback interface: no certificate to make, nothing leaves the machine.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        storeMail(
          {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            receivedAt: Date.now(),
            raw: Buffer.concat(chunks).toString('utf8'),
          },
          dir,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

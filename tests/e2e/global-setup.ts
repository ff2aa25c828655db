import { SMTPServer } from 'smtp-server';
import { registerEarlyBorrower } from './support/early-borrower';
import { mailDir, storeMail } from './support/mail-store';

/**
 * Starts a real SMTP server on 127.0.0.1 that the app server (SMTP_URL, see playwright.config.ts) delivers
 * to, and saves every message so journeys can read "the code from the e-mail" (tests/e2e/support/mailbox.ts);
 * then registers the borrower of support/early-borrower.ts (the app server is up by then: Playwright starts
 * the web server before global setup). Returns the function that stops the SMTP server.
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
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    await registerEarlyBorrower(`http://127.0.0.1:${process.env.E2E_PORT}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

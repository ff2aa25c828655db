import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML, when it has one. */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Where e-mail goes: SMTP in production, the log in a demo with no SMTP_URL. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The slice of a pino logger the logging transports need. */
export interface InfoLogger {
  info(object: Record<string, unknown>, message: string): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A hung SMTP server must not stall the worker; the outbox retries later instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP_URL the demo still works: the whole message, code included, goes to the log at info level.
 * The body sits under `mailBody`, a key the log redaction leaves alone on purpose.
 */
export function createLogMailTransport(log: InfoLogger): MailTransport {
  return {
    send: async (message) => {
      log.info(
        { outbox: { channel: 'email', to: message.to, subject: message.subject, mailBody: message.text } },
        'e-mail not sent (no SMTP_URL set); message follows',
      );
    },
    close: () => {},
  };
}

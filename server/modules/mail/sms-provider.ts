import type { InfoLogger } from './mail-transport';

export interface SmsMessage {
  to: string;
  text: string;
}

/** An SMS gateway. Plug a real one in here; the default writes the message to the log. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function createLogSmsProvider(log: InfoLogger): SmsProvider {
  return {
    send: async (message) => {
      log.info(
        { outbox: { channel: 'sms', to: message.to, mailBody: message.text } },
        'SMS not sent (no provider configured); message follows',
      );
    },
  };
}

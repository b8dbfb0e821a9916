import type { Config } from '../../config.ts';
import { createSmtpTransport } from '../mail/smtp.ts';
import { createTwilioSms } from '../sms/twilio.ts';
import { developmentOutboxTransport, type Transport } from './transport.ts';

// SMTP when SMTP_URL is set and Twilio when its settings are; otherwise messages stay in the development
// outbox (GET api/dev/outbox), so a laptop needs no mail server or SMS account.
export function transportsFromConfig(config: Pick<Config, 'mail' | 'sms'>): {
  mail: Transport;
  sms: Transport;
} {
  return {
    mail: config.mail.smtpUrl
      ? createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from })
      : developmentOutboxTransport,
    sms: config.sms.twilio ? createTwilioSms(config.sms.twilio) : developmentOutboxTransport,
  };
}

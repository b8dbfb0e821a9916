import nodemailer from 'nodemailer';
import { PermanentSendError, type Transport } from '../outbox/transport.ts';

type SmtpError = Error & { responseCode?: number };

// SMTP through nodemailer, configured by one URL (smtp://user:pass@host:587, smtps://… for implicit TLS).
export function createSmtpTransport(options: { url: string; from: string }): Transport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    keepsBody: false,
    async send(message) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (error) {
        // 5xx replies are final (no such mailbox); 4xx and connection errors are worth retrying.
        const code = (error as SmtpError).responseCode;
        if (code && code >= 500) throw new PermanentSendError(`SMTP ${code}`);
        throw error;
      }
    },
  };
}

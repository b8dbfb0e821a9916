import type { TwilioSettings } from '../../config.ts';
import { PermanentSendError, type Transport } from '../outbox/transport.ts';

const timeoutMs = 10_000;

// Twilio's Messages API: a form POST with basic auth. 4xx other than 429 means the message can never go
// (bad number, unverified sender) and is not retried; 429, 5xx and network errors are.
export function createTwilioSms(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): Transport {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    keepsBody: false,
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return;
      const detail = await response.text().catch(() => '');
      const reason = `SMS provider answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new PermanentSendError(reason);
      }
      throw new Error(reason);
    },
  };
}

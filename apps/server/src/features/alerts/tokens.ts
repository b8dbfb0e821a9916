import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type AlertKind, alertKinds } from '@atrium/domain/contract/profile';

// The token of an alert mail's unsubscribe link: "{userId}.{kind}.{signature}", the signature an HMAC-SHA256 of
// the user and kind under a key derived from APP_KEY. It can be neither guessed nor altered to reach another
// person or kind, needs no table, and works for as long as the mail is kept (an unsubscribe link must not expire
// early: RFC 8058 section 3.1 asks that it keep working).
export type UnsubscribeTarget = { userId: number; kind: AlertKind };

const pattern = /^(\d{1,10})\.([a-z_]{1,20})\.([A-Za-z0-9_-]{43})$/;

export function createUnsubscribeTokens(appKey: string) {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'atrium', 'atrium.alerts.unsubscribe', 32));
  const sign = (userId: number, kind: AlertKind) =>
    createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');

  return {
    tokenFor: (target: UnsubscribeTarget) =>
      `${target.userId}.${target.kind}.${sign(target.userId, target.kind)}`,

    // Null for anything that is not a token this key signed.
    verify(token: string): UnsubscribeTarget | null {
      const match = pattern.exec(token);
      if (!match) return null;
      const [, id, kindText, signature] = match;
      const kind = alertKinds.find((candidate) => candidate === kindText);
      const userId = Number(id);
      if (!kind || !signature || !Number.isSafeInteger(userId)) return null;
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind } : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

import { mfaRules } from '@atrium/domain/contract/mfa';
import type { CookieSerializeOptions } from '@fastify/cookie';

// The trusted-device cookie: HttpOnly so no script can read it, SameSite=Lax, Secure
// everywhere but a plain-http localhost, sent only to the API, 30 days.
export function trustDeviceCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: mfaRules.trustDeviceDays * 24 * 60 * 60,
  };
}

export function isSecureOrigin(appUrl: string): boolean {
  const url = new URL(appUrl);
  const isLoopback =
    url.hostname === 'localhost' || url.hostname.startsWith('127.') || url.hostname === '[::1]';
  return url.protocol === 'https:' || !isLoopback;
}

import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// A person's authenticator app, for the journeys that sign (signing.spec.ts, letters-of-authority.spec.ts) or set one
// up (account.spec.ts): set up through the profile as they would, and a fresh code for each signature (the portal
// refuses a time step already used, the sign-in's included).

// RFC 6238 as an authenticator app computes it: SHA-1, six digits, 30-second steps.
export function totpCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...base32Secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// A code of a time step no earlier sign-in or signature used: the next step's, once it has begun.
export async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    const step = `${secret}:${Math.floor(Date.now() / 30_000)}`;
    if (!used.has(step)) {
      used.add(step);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function setUpApp(
  request: APIRequestContext,
  token: string,
  used: Set<string>,
  password = 'a long and private passphrase',
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post('/api/profile/mfa/totp', { headers, data: { password } });
  expect(setup.status(), 'authenticator set up').toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/profile/mfa/totp/confirm', {
    headers,
    data: { code: await freshCode(secret, used) },
  });
  expect(confirmed.status(), 'authenticator confirmed').toBe(200);
  return secret;
}

// Signs the document open on the page (/signatures/…) as its signer does: the whole document read, their full name
// typed and a fresh code from their app; the page then lists them as signed.
export async function signWithFreshCode(page: Page, fullName: string, secret: string, used: Set<string>) {
  await page.getByLabel(/I have read the whole document/).check();
  await page.getByLabel('Type your full name').fill(fullName);
  await page.getByLabel('Code from your authenticator app').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText(`${fullName}: signed`)).toBeVisible();
}

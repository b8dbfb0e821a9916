import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// A person's authenticator app, for the journeys that sign (signing.spec.ts, letters-of-authority.spec.ts) or set one
// up (account.spec.ts): set up through the profile as they would, and a fresh code for each signature. The portal
// accepts the code of the time step before or after its own (apps/server/src/features/mfa/totp.ts, window 1) and
// only a step later than the last one used (features/mfa/factors-repo.ts useTotpStep), so a person may give three
// codes in a row without waiting, as someone whose phone's clock runs a little ahead would.

// The last time step each secret's codes used (freshCode), one map per journey.
export type UsedSteps = Map<string, number>;

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

// The code of the earliest step the portal will take: the one after the last used, but not before the previous
// step, and that one only in the current step's first half (the request may land in the next step). It waits only
// when the step after the current one is used already.
export async function freshCode(secret: string, used: UsedSteps): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const earliest = now % 30_000 < 15_000 ? current - 1 : current;
    const step = Math.max(earliest, (used.get(secret) ?? Number.NEGATIVE_INFINITY) + 1);
    if (step <= current + 1) {
      used.set(secret, step);
      return totpCode(secret, step * 30_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function setUpApp(
  request: APIRequestContext,
  token: string,
  used: UsedSteps,
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
export async function signWithFreshCode(page: Page, fullName: string, secret: string, used: UsedSteps) {
  await page.getByLabel(/I have read the whole document/).check();
  await page.getByLabel('Type your full name').fill(fullName);
  await page.getByLabel('Code from your authenticator app').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText(`${fullName}: signed`)).toBeVisible();
}

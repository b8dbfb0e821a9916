import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, useFirm } from '../../test/factories.ts';
import { freshIp } from '../../test/mfa-helpers.ts';

// Account enumeration: an unknown address and a known one get the same status, the same body and about
// the same time, so neither the answer nor a stopwatch tells an attacker which addresses have accounts.
// Medians over interleaved requests, with a generous bound, so a busy machine does not make it flaky.
const rounds = 10;
// Both paths are dominated by one fixed cost (argon2 for login, the 200 ms timebox for forgot-password), so
// twice is generous; without the timebox the known address took about 2.5 times as long.
const maxRatio = 2;

let n = 0;

type Answer = { status: number; body: string; ms: number };

async function timed(url: string, payload: Record<string, unknown>): Promise<Answer> {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
  return { status: response.statusCode, body: response.body, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// Alternates known and unknown so that a slow patch of the machine hits both alike.
async function compare(
  url: string,
  known: () => Record<string, unknown>,
  unknown: () => Record<string, unknown>,
) {
  await timed(url, known());
  await timed(url, unknown());
  const knownAnswers: Answer[] = [];
  const unknownAnswers: Answer[] = [];
  for (let i = 0; i < rounds; i++) {
    knownAnswers.push(await timed(url, known()));
    unknownAnswers.push(await timed(url, unknown()));
  }
  const knownMedian = median(knownAnswers.map((a) => a.ms));
  const unknownMedian = median(unknownAnswers.map((a) => a.ms));
  return {
    knownAnswers,
    unknownAnswers,
    ratio: Math.max(knownMedian, unknownMedian) / Math.min(knownMedian, unknownMedian),
  };
}

const { database, t } = useTestApp({ config: testConfig() });
const firm = useFirm(database);

describe('account enumeration by answer and by time', () => {
  it('POST api/login: a wrong password for a known email and any password for an unknown one', async () => {
    const { user } = await createClientUser(database.db, {
      firmId: firm.id,
      email: 'timing-known@example.test',
    });
    const { knownAnswers, unknownAnswers, ratio } = await compare(
      '/api/login',
      () => ({ email: user.email, password: 'not the right password' }),
      () => ({ email: `timing-nobody${++n}@example.test`, password: 'not the right password' }),
    );
    const all = [...knownAnswers, ...unknownAnswers];
    expect(new Set(all.map((a) => a.status))).toEqual(new Set([401]));
    expect(new Set(all.map((a) => a.body)).size).toBe(1);
    expect(ratio).toBeLessThan(maxRatio);
  });

  it('POST api/forgot-password: a known and an unknown email', async () => {
    const known: string[] = [];
    for (let i = 0; i < rounds + 1; i++) {
      known.push(
        (await createClientUser(database.db, { firmId: firm.id, email: `timing-reset${i}@example.test` }))
          .user.email,
      );
    }
    const { knownAnswers, unknownAnswers, ratio } = await compare(
      '/api/forgot-password',
      () => ({ email: known.pop() }),
      () => ({ email: `timing-unknown${++n}@example.test` }),
    );
    const all = [...knownAnswers, ...unknownAnswers];
    expect(new Set(all.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(all.map((a) => a.body)).size).toBe(1);
    expect(ratio).toBeLessThan(maxRatio);
  });
});

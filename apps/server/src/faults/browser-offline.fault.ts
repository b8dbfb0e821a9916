import { spawnSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges } from '../db/schema.ts';
import { testPassword } from '../test/factories.ts';
import { repositoryRoot, type ServerProcess, sleep, startServer, useFaultWorld } from './harness.ts';

const fault = useFaultWorld();
let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The built web app (a no-op when it is up to date, as after CI's end-to-end step).
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building the web app failed:\n${build.stdout}${build.stderr}`);
  server = await startServer({
    port: 3791,
    databaseUrl: fault.db.url,
    env: { WEB_DIST_DIR: `${repositoryRoot}/apps/web/dist`, APP_URL: 'http://127.0.0.1:3791' },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  context = await browser.newContext();
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fault.world.client.user.email, password: testPassword }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as { token: string; expires_at: string; user: unknown };
  // Signed in as the web app keeps a session (see e2e/fixtures.ts).
  // Runs in the page; the server's tsconfig has no DOM types, hence the narrow cast.
  await context.addInitScript((s) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
    };
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('tokenExpiresAt', s.expires_at);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('multifactorAuthVerified', 'true');
  }, session);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGKILL');
});

// Every value the server has saved for one field, oldest first.
async function savedValues(path: string): Promise<unknown[]> {
  const rows = await fault.db.database.db
    .select()
    .from(factFindChanges)
    .where(eq(factFindChanges.factFindId, fault.world.factFind.id))
    .orderBy(asc(factFindChanges.id));
  return rows.filter((row) => row.path === path).map((row) => row.newValue);
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

const field = (label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

async function type(label: string, value: string) {
  await field(label).fill(value);
  await field(label).blur();
}

describe('the browser offline while typing in the fact-find', () => {
  it('shows "Not saved", retries by itself once online, and every value reaches the server once, in order', async () => {
    await page.goto(`${server.url}/fact-find`);
    await field('Middle names').waitFor({ timeout: 30_000 });
    await type('Middle names', 'Online');
    await until(async () => (await savedValues('personal_details_client1.middle_names')).includes('Online'));

    await context.setOffline(true);
    await type('Middle names', 'Offline one');
    await type('Nationality', 'Offline two');
    await page.getByText('Not saved').nth(1).waitFor();
    expect(await page.getByText('Not saved').count()).toBe(2);

    await context.setOffline(false);
    await until(async () =>
      (await savedValues('personal_details_client1.nationality')).includes('Offline two'),
    );
    expect(await savedValues('personal_details_client1.middle_names')).toEqual(['Online', 'Offline one']);
    expect(await savedValues('personal_details_client1.nationality')).toEqual(['Offline two']);
    const rows = await fault.db.database.db.select().from(factFindChanges).orderBy(asc(factFindChanges.id));
    const order = rows.map((row) => row.newValue).filter((value) => String(value).startsWith('Offline'));
    expect(order).toEqual(['Offline one', 'Offline two']);
    await page.getByText('Not saved').first().waitFor({ state: 'detached' });
  });

  it('loses nothing typed across a reload while the server cannot be reached', async () => {
    const cut = '**/portal/changes/update';
    await page.route(cut, (route) => route.abort('internetdisconnected'));
    await type('Middle names', 'Typed before the reload');
    await page.getByText('Not saved').first().waitFor();
    await page.reload();
    await field('Middle names').waitFor({ timeout: 30_000 });
    expect(await savedValues('personal_details_client1.middle_names')).not.toContain(
      'Typed before the reload',
    );

    await page.unroute(cut);
    await page.reload();
    await until(async () =>
      (await savedValues('personal_details_client1.middle_names')).includes('Typed before the reload'),
    );
    expect(
      (await savedValues('personal_details_client1.middle_names')).filter(
        (v) => v === 'Typed before the reload',
      ),
    ).toHaveLength(1);
    await until(async () => (await field('Middle names').inputValue()) === 'Typed before the reload');
  });
});

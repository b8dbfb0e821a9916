import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { demoLogins, demoPassword } from '../apps/server/src/db/seed/demo-logins.ts';
import { expectNoAxeViolations } from './axe.ts';
import { portalUrl } from './portals.ts';

// The seed's sign-ins are the one list in apps/server/src/db/seed/demo-logins.ts.
export type DemoRole = keyof typeof demoLogins;

type LoginResult = { token: string; expires_at: string; user: { id: number; name: string } };
// What POST api/login and POST api/invitations/…/accept answer, as the login page stores it.
export type Session = { token: string; expires_at: string; user: unknown };

// Seeds the browser session the way the login page stores it (the keys of apps/web/src/lib/session.ts), once per tab: the page or every page
// of the context starts signed in.
export async function seedSession(target: Page | BrowserContext, session: Session): Promise<void> {
  await target.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e:session-seeded')) return;
    sessionStorage.setItem('e2e:session-seeded', '1');
    localStorage.setItem('authToken', stored.token);
    localStorage.setItem('tokenExpiresAt', stored.expires_at);
    localStorage.setItem('user', JSON.stringify(stored.user));
    localStorage.setItem('multifactorAuthVerified', 'true');
  }, session);
}

// Who logs in through the API: a demo user of the seed, or anyone by their email and password.
export type Credentials = DemoRole | { email: string; password: string };

// A user's session, logged in through the API (POST api/login).
export async function apiLogin(request: APIRequestContext, who: Credentials): Promise<LoginResult> {
  const data = typeof who === 'string' ? { email: demoLogins[who], password: demoPassword } : who;
  const response = await request.post('/api/login', { data });
  expect(response.status(), `login as ${data.email}`).toBe(200);
  return (await response.json()) as LoginResult;
}

// The headers of a signed-in user's API calls: their bearer token, asking for JSON.
export function bearer(session: { token: string }): { Authorization: string; Accept: string } {
  return { Authorization: `Bearer ${session.token}`, Accept: 'application/json' };
}

// The headers of a demo user's API calls, logged in through the API.
export async function authHeaders(
  request: APIRequestContext,
  role: DemoRole,
): Promise<{ Authorization: string; Accept: string }> {
  return bearer(await apiLogin(request, role));
}

// The session POST api/invitations/…/accept answers a client.
export type ClientSession = {
  token: string;
  expires_at: string;
  user: { id: number; name: string; client: { id: number } | null };
};

// An address of a person's own for this run (name.surname.<now>@example.com), so reruns never collide.
export function uniqueEmail(name: string, stamp = Date.now()): string {
  return `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.com`;
}

// The demo adviser invites a brand-new client (POST api/adviser/invitations) at an address of their own, so a
// journey never shares the demo clients' state and reruns never collide: the address and the mailed link.
export async function invitation(
  request: APIRequestContext,
  readOutbox: ReadOutbox,
  name: string,
): Promise<{ email: string; link: string }> {
  const email = uniqueEmail(name);
  const invited = await request.post('/api/adviser/invitations', {
    headers: await authHeaders(request, 'adviser'),
    data: { email, name },
  });
  expect(invited.status(), 'invitation').toBe(200);
  await expect.poll(async () => (await readOutbox(email)).length, { message: 'invitation mail' }).toBe(1);
  return { email, link: linkIn((await readOutbox(email))[0], '/invite/') };
}

// A brand-new client of the demo adviser: the invitation (above) accepted with a password of their own, and the
// id of their client record.
export async function invitedClient(
  request: APIRequestContext,
  readOutbox: ReadOutbox,
  name: string,
  password = 'a long and private passphrase',
): Promise<ClientSession & { email: string; clientId: number }> {
  const { email, link } = await invitation(request, readOutbox, name);
  const hash = new URL(link).pathname.split('/').at(-1);
  const accepted = await request.post(`/api/invitations/${hash}/accept`, {
    data: { password, password_confirmation: password },
  });
  expect(accepted.status(), 'accept invitation').toBe(200);
  const session = (await accepted.json()) as ClientSession;
  // Every invited user has a client record; its id is in the paths of the client's own API calls.
  const clientId = session.user.client?.id;
  if (!clientId) throw new Error('The invited user is not a client');
  return { ...session, email, clientId };
}

type A11y = {
  // Scans the page as it is now with axe (WCAG 2.0–2.2 A and AA) in light and then dark colour mode.
  check: () => Promise<void>;
  // A path the journey shows only as the server's first-paint frame while it holds the scripts (first-paint.spec.ts):
  // the page a person uses there is the one drawn over it, scanned at its own path. Held, a frame can outlast the
  // dwell time on a busy machine and would otherwise count as a page left unscanned.
  heldFrame: (path: string) => void;
};

// GET api/dev/outbox (development only): what the portal would have mailed or texted, newest last.
export type OutboxMessage = {
  id: number;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  created_at: string;
};

// The mail and SMS the portal sent to one address or number (the readOutbox fixture), newest last.
export type ReadOutbox = (to: string) => Promise<OutboxMessage[]>;

type Fixtures = {
  a11y: A11y;
  loginAs: (role: DemoRole) => Promise<LoginResult>;
  // Another person's own browser (a new context on the worker's portal): signed in as a demo user or with a
  // session, or (with nothing) a stranger's. Closed when the test ends.
  openBrowser: (as?: DemoRole | Session) => Promise<Page>;
  // Spaces and case ignored.
  readOutbox: ReadOutbox;
};

const sameRecipient = (a: string, b: string) =>
  a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();

// A page counts as visited when the journey stayed on it this long; guards that redirect as soon as the app
// has loaded do not count, even on a slow, shared CI machine.
const dwellMs = 2000;

export const test = base.extend<Fixtures>({
  // Each worker talks to its own portal (playwright.config.ts starts one per worker).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(portalUrl(testInfo.parallelIndex));
  },

  // Every journey gets this automatically: each page it stays on must have been scanned by a11y.check().
  a11y: [
    async ({ page }, use, testInfo) => {
      const visited = new Set<string>();
      const checked = new Set<string>();
      let current: { path: string; at: number } | null = null;
      const leave = () => {
        if (current && Date.now() - current.at >= dwellMs) visited.add(current.path);
      };
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const path = new URL(frame.url()).pathname;
        if (current?.path === path) return;
        leave();
        current = { path, at: Date.now() };
      });

      await use({
        check: async () => {
          await expectNoAxeViolations(page);
          checked.add(new URL(page.url()).pathname);
        },
        heldFrame: (path) => {
          checked.add(path);
        },
      });

      leave();
      if (testInfo.status === testInfo.expectedStatus) {
        const unscanned = [...visited].filter((p) => !checked.has(p) && !p.startsWith('/api/'));
        expect(unscanned, 'pages this journey visited without an axe scan').toEqual([]);
      }
    },
    { auto: true },
  ],

  // Logs in through the API and seeds the browser session the way the login page stores it (the keys of apps/web/src/lib/session.ts).
  loginAs: async ({ page, request }, use) => {
    await use(async (role) => {
      const body = await apiLogin(request, role);
      await seedSession(page, body);
      return body;
    });
  },

  openBrowser: async ({ browser, baseURL, request }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (as) => {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
      opened.push(context);
      if (as) await seedSession(context, typeof as === 'string' ? await apiLogin(request, as) : as);
      return context.newPage();
    });
    // Closing a context twice is harmless: a journey may close one itself once that person is done.
    for (const context of opened) await context.close();
  },

  readOutbox: async ({ request }, use) => {
    await use(async (to) => {
      const response = await request.get('/api/dev/outbox');
      expect(response.status(), 'GET /api/dev/outbox').toBe(200);
      const { data } = (await response.json()) as { data: OutboxMessage[] };
      return data.filter((message) => sameRecipient(message.to, to));
    });
  },
});

export { expect };

// The first link in a message's text that goes to `path` (mails put each action's address in the text).
export function linkIn(message: OutboxMessage | undefined, path: string): string {
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`No link to ${path} in: ${message?.text ?? '(no message)'}`);
  return link;
}

// Fills in the login form on the page (/login) and sends it.
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

// Types a new password and its confirmation, as the password reset and create-password pages ask.
export async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
}

// Follows a link of the primary navigation by its exact name. Below md the links sit behind the menu button; the
// journeys that call this run at the desktop width.
export async function navTo(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name, exact: true }).click();
}

// Runs `check` (an axe scan) at the desktop width and then at a phone's, and photographs the page at both into the
// test's output folder as <name>-<width>.png; leaves the page at the desktop width.
export async function checkBothWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// True when nothing on the page is wider than the viewport (no sideways scrolling at phone widths).
export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connect.ts';
import { firmDomains, firms, outbox, users } from '../../db/schema.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { portalUrlAt } from '../../platform/site.ts';
import { runFirmCreateCli } from '../../scripts/firm-create.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { createFirm, createUser } from '../../test/factories.ts';
import { createFirmWithAdmin } from './firm-create.ts';
import { createFirmCreateRepo } from './firm-create-repo.ts';
import { createTenancyRepo } from './repo.ts';

const clock = createFakeClock();

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
      cwd: process.cwd(),
    },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const demo = await createFirm(database.db, { name: 'Example Financial Planning' });
  await createUser(database.db, { firmId: demo.id, role: 'admin', email: 'admin@example.test' });
});

const deps = () => ({
  repo: createFirmCreateRepo(database.db),
  tenancy: createTenancyRepo(database.db),
  outbox: createOutbox(database.db, clock),
  clock,
  appUrl: 'https://portal.atrium.test',
});

describe('creating a firm with its first admin', () => {
  it('adds the firm at its domains and mails the admin a link at the firm’s own host', async () => {
    const created = await createFirmWithAdmin(
      {
        name: 'Northern Lights Wealth',
        domains: ['Clients.Northern.test', 'northern-lights.test'],
        adminEmail: 'Founder@Northern.test',
        adminName: 'Ada Founder',
        primaryColour: '#224488',
      },
      deps(),
    );
    expect(created.portalUrl).toBe('https://clients.northern.test');
    const domains = await database.db
      .select()
      .from(firmDomains)
      .where(eq(firmDomains.firmId, created.firmId));
    expect(domains.map((row) => row.domain).sort()).toEqual([
      'clients.northern.test',
      'northern-lights.test',
    ]);
    const [admin] = await database.db.select().from(users).where(eq(users.id, created.adminId));
    expect(admin).toMatchObject({ role: 'admin', name: 'Ada Founder', firmId: created.firmId });
    const [event] = await auditEventsOfType(database.db, 'firm.created');
    expect(event).toMatchObject({ firmId: created.firmId });

    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, 'Founder@Northern.test'));
    expect(mail?.subject).toBe('Join Northern Lights Wealth on the client portal');
    const link = /https:\/\/clients\.northern\.test\/create-password\/([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();

    // The invitation works at the firm's host (and not at the default firm's), then the admin signs in there.
    const hash = link?.[1] ?? '';
    const body = {
      password: 'a brand new passphrase 2026',
      password_confirmation: 'a brand new passphrase 2026',
    };
    const host = (name: string) => ({ host: name });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${hash}`,
      headers: host('localhost'),
    });
    expect(elsewhere.statusCode).toBe(410);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${hash}/accept`,
      headers: host('northern-lights.test'),
      payload: body,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'admin', name: 'Ada Founder' });
    const branding = await t.app.inject({
      method: 'GET',
      url: '/api/firm',
      headers: host('clients.northern.test'),
    });
    expect(branding.json()).toMatchObject({
      name: 'Northern Lights Wealth',
      colours: { primary: '#224488' },
    });
    const login = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: host(name),
        payload: { email: 'founder@northern.test', password: body.password },
      });
    expect((await login('clients.northern.test')).statusCode).toBe(200);
    expect((await login('localhost')).statusCode).toBe(401);
  });

  it('refuses a domain another firm has, a bad domain and a bad email, creating nothing', async () => {
    const before = (await database.db.select().from(firms)).length;
    await expect(
      createFirmWithAdmin(
        { name: 'Copycat', domains: ['northern-lights.test'], adminEmail: 'x@copycat.test' },
        deps(),
      ),
    ).rejects.toThrow('The domain northern-lights.test already belongs to a firm.');
    await expect(
      createFirmWithAdmin(
        { name: 'Ported', domains: ['ported.test:8080'], adminEmail: 'x@ported.test' },
        deps(),
      ),
    ).rejects.toThrow(/expected a host name/);
    await expect(
      createFirmWithAdmin({ name: 'No mail', domains: ['nomail.test'], adminEmail: 'not-an-email' }, deps()),
    ).rejects.toThrow(/email/);
    expect((await database.db.select().from(firms)).length).toBe(before);
  });

  it('builds links from APP_URL’s scheme and port with the firm’s host', () => {
    expect(portalUrlAt('http://localhost:3000', 'beta.localhost')).toBe('http://beta.localhost:3000');
    expect(portalUrlAt('https://portal.example.com', 'clients.firm.test')).toBe('https://clients.firm.test');
  });
});

describe('npm run firm:create', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-firm-create-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the firm in the embedded database under DATA_DIR and says what it did', async () => {
    const run = io();
    const env = {
      DATA_DIR: join(dir, 'data'),
      INIT_CWD: dir,
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3740',
    };
    const args = [
      '--name',
      'Harbour Advice',
      '--domain',
      'harbour.localhost',
      '--admin-email',
      'boss@harbour.test',
    ];
    expect(await runFirmCreateCli(args, env, run.io)).toBe(0);
    expect(run.out()).toContain('Created firm');
    expect(run.out()).toContain('http://harbour.localhost:3740');
    // The same domain twice is refused with a message and a failing status.
    const again = io();
    expect(await runFirmCreateCli(args, env, again.io)).toBe(1);
    expect(again.err()).toContain('already belongs to a firm');

    const embedded = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data', 'pglite') });
    try {
      const rows = await embedded.db.select({ name: firms.name }).from(firms);
      expect(rows.map((row) => row.name)).toEqual(['Harbour Advice']);
      const [mail] = await embedded.db.select().from(outbox);
      expect(mail?.text).toContain('http://harbour.localhost:3740/create-password/');
    } finally {
      await embedded.close();
    }
    // A fresh embedded database is created and migrated: slow on a busy machine.
  }, 180_000);

  it('explains its usage when an option is missing', async () => {
    const run = io();
    expect(await runFirmCreateCli(['--name', 'Only a name'], {}, run.io)).toBe(1);
    expect(run.err()).toContain('Usage: npm run firm:create');
  });
});

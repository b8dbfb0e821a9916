import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, firmDomains, outbox } from '../../db/schema.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createUser, testPassword } from '../../test/factories.ts';

// Two firms on one deployment, told apart by the Host of each request: alpha.example.test (the default firm, set up
// first) and beta.example.test. The same email is a client at both, with different passwords.

const alpha = 'alpha.example.test';
const beta = 'beta.example.test';
const betaPassword = 'another long passphrase for beta';
type People = {
  firmId: number;
  adminEmail: string;
  clientId: number;
  clientUserId: number;
};
let a: People;
let b: People;

const request = requester(() => t);
// Every call names the host: the firm is the one at that domain.
const call = (
  host: string,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
) => request(method, url, token, payload, { host });

async function login(host: string, email: string, password = testPassword) {
  const response = await call(host, 'POST', '/api/login', undefined, { email, password });
  return { response, token: response.statusCode === 200 ? (response.json().token as string) : '' };
}

async function people(name: string, domain: string, password: string): Promise<People> {
  const db = database.db;
  const firm = await createFirm(db, { name, primaryColour: domain === alpha ? '#009ca6' : '#7a1f5c' });
  await db.insert(firmDomains).values({ firmId: firm.id, domain });
  const adminEmail = `admin@${domain}`;
  await createUser(db, { firmId: firm.id, role: 'admin', email: adminEmail, name: `${name} admin` });
  const client = await createClientUser(db, {
    firmId: firm.id,
    name: `${name} client`,
    email: 'same.person@example.test',
    password,
  });
  await db.insert(documents).values({
    firmId: firm.id,
    clientId: client.client.id,
    uploadedBy: client.user.id,
    source: 'client',
    name: `${name} payslip.pdf`,
    mimeType: 'application/pdf',
    size: 10,
    sha256: '0'.repeat(64),
    storageKey: `documents/tenancy/${firm.id}`,
  });
  return { firmId: firm.id, adminEmail, clientId: client.client.id, clientUserId: client.user.id };
}

const { database, t } = useTestApp();
beforeAll(async () => {
  a = await people('Alpha Wealth', alpha, testPassword);
  b = await people('Beta Advisers', beta, betaPassword);
});

describe('the firm of a request is the one claiming its host', () => {
  it('brands GET api/firm per host, whatever the case or port, and falls back to the default firm', async () => {
    expect((await call(alpha, 'GET', '/api/firm')).json()).toMatchObject({
      name: 'Alpha Wealth',
      colours: { primary: '#009ca6' },
    });
    expect((await call('BETA.example.test:8443', 'GET', '/api/firm')).json()).toMatchObject({
      name: 'Beta Advisers',
      colours: { primary: '#7a1f5c' },
    });
    expect((await call('portal.unknown.test', 'GET', '/api/firm')).json().name).toBe('Alpha Wealth');
  });

  it('points GET api/config’s realtime host at the firm’s own domain, and APP_URL’s elsewhere', async () => {
    expect((await call('Beta.example.test', 'GET', '/api/config')).json().realtime.wsHost).toBe(beta);
    expect((await call('portal.unknown.test', 'GET', '/api/config')).json().realtime.wsHost).toBe(
      'localhost',
    );
  });
});

describe('logins and tokens stay with their firm', () => {
  it('signs each firm’s user in at their own host only, refusing the other host like a wrong password', async () => {
    const atAlpha = await login(alpha, 'same.person@example.test');
    expect(atAlpha.response.statusCode).toBe(200);
    expect(atAlpha.response.json().user.name).toBe('Alpha Wealth client');
    const atBeta = await login(beta, 'same.person@example.test', betaPassword);
    expect(atBeta.response.json().user.name).toBe('Beta Advisers client');

    const alphaAdminAtBeta = await login(beta, a.adminEmail);
    const wrongPassword = await login(beta, b.adminEmail, 'not the password at all');
    expect(alphaAdminAtBeta.response.statusCode).toBe(401);
    expect(alphaAdminAtBeta.response.json()).toEqual(wrongPassword.response.json());
    // The same email with Alpha's password is no key to Beta's account.
    expect((await login(beta, 'same.person@example.test')).response.statusCode).toBe(401);
  });

  it('refuses a token at another firm’s host, on every route, realtime included', async () => {
    const alphaAdmin = (await login(alpha, a.adminEmail)).token;
    const betaAdmin = (await login(beta, b.adminEmail)).token;
    expect((await call(alpha, 'GET', '/api/user', alphaAdmin)).statusCode).toBe(200);
    for (const [host, token] of [
      [beta, alphaAdmin],
      [alpha, betaAdmin],
      // A host no firm claims serves the default firm (Alpha) only: Beta's sessions belong at Beta's domain.
      ['portal.unknown.test', betaAdmin],
    ] as const) {
      expect((await call(host, 'GET', '/api/user', token)).statusCode).toBe(401);
      expect((await call(host, 'GET', '/api/adviser/clients', token)).statusCode).toBe(401);
      const realtime = await call(host, 'POST', '/api/realtime/auth', token, {
        socket_id: '123.456',
        channel_name: 'private-user.1.updates',
      });
      expect(realtime.statusCode).toBe(401);
    }
    expect((await call('portal.unknown.test', 'GET', '/api/user', alphaAdmin)).statusCode).toBe(200);
  });
});

describe('nothing of one firm is visible at the other', () => {
  it('lists each firm’s own clients, messages and documents only', async () => {
    const alphaAdmin = (await login(alpha, a.adminEmail)).token;
    const betaClient = (await login(beta, 'same.person@example.test', betaPassword)).token;
    const sent = await call(beta, 'POST', '/api/messages', betaClient, { message: 'Beta secret plans' });
    expect(sent.statusCode).toBe(200);

    const list = await call(alpha, 'GET', '/api/adviser/clients', alphaAdmin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Alpha Wealth client']);
    const conversations = await call(alpha, 'GET', '/api/adviser/conversations', alphaAdmin);
    expect(conversations.body).not.toContain('Beta');
    for (const path of ['messages', 'documents', 'data-rights']) {
      const url = `/api/adviser/clients/${b.clientId}/${path}`;
      expect((await call(alpha, 'GET', url, alphaAdmin)).statusCode, url).toBe(404);
    }
    const ownDocuments = await call(beta, 'GET', '/api/documents', betaClient);
    expect(ownDocuments.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Beta Advisers payslip.pdf',
    ]);
    const alphaDocuments = await call(
      alpha,
      'GET',
      `/api/adviser/clients/${a.clientId}/documents`,
      alphaAdmin,
    );
    expect(alphaDocuments.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Alpha Wealth payslip.pdf',
    ]);
  });
});

describe('mail of a firm at its own domain', () => {
  it('links to that domain, whichever feature wrote it', async () => {
    const forgot = await call(beta, 'POST', '/api/forgot-password', undefined, { email: b.adminEmail });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, b.adminEmail));
    // APP_URL is http://localhost:3000 in tests: Beta's links keep its scheme and port, with Beta's host.
    expect(mail?.text).toContain('http://beta.example.test:3000/password/reset/');
    expect(mail?.html).toContain('http://beta.example.test:3000/password/reset/');
    expect(mail?.text).not.toContain('localhost');
  });
});

// Last: it leaves Beta's client throttled for the rest of the minute.
describe('throttling is per firm', () => {
  it('locks an address out at one firm’s host only', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await login(beta, 'same.person@example.test', 'wrong password, again')).response.statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login(alpha, 'same.person@example.test')).response.statusCode).toBe(200);
  });
});

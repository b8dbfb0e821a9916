import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { firmSchema } from '@atrium/domain/contract/firm';
import { firmSettingsMessages, firmSettingsResponseSchema } from '@atrium/domain/contract/firm-settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firms } from '../../db/schema.ts';
import { expectAdminOnly } from '../../test/access.ts';
import { firmAuditEvents } from '../../test/audit.ts';
import { requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { createClientUser, createFirm, createUser, lastingTokens } from '../../test/factories.ts';
import { filePart, postForm } from '../../test/uploads.ts';
import { pngOf } from './test-images.ts';

const dataDir = useTempDir('atrium-firm-settings-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
let firmId: number;
let clientId: number;
const tokens = {} as Record<'client' | 'adviser' | 'admin' | 'otherAdmin', string>;

const call = requester(() => t);

const uploadLogo = (token: string | undefined, content: Buffer, filename: string, type: string) =>
  postForm(call, '/api/adviser/settings/logo', token, [filePart(filename, content, type)]);

const settings = {
  name: 'Harbour Wealth',
  primaryColour: '#1D4ED8',
  onboardingEnabled: true,
  securePortalUrl: 'https://secure.harbour.example/portal',
  accessIpipeline: true,
  consentRequired: true,
  consentText: 'I agree that Harbour Wealth may hold my details to advise me.',
};

const auditOf = (type: string) => firmAuditEvents(database.db, firmId, type);

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Example Financial Planning', primaryColour: '#009ca6' });
  firmId = firm.id;
  const adviser = await createUser(db, { firmId, role: 'adviser' });
  const admin = await createUser(db, { firmId, role: 'admin' });
  const client = await createClientUser(db, { firmId, adviserId: adviser.id });
  clientId = client.client.id;
  const otherFirm = await createFirm(db);
  const otherAdmin = await createUser(db, { firmId: otherFirm.id, role: 'admin' });
  Object.assign(
    tokens,
    await lastingTokens(db, {
      client: client.user.id,
      adviser: adviser.id,
      admin: admin.id,
      otherAdmin: otherAdmin.id,
    }),
  );
});

describe('who may use /api/adviser/settings', () => {
  it.each([
    ['GET', undefined],
    ['PUT', settings],
    ['DELETE', undefined],
  ] as const)('%s answers 401 anonymous, 403 to a client and to an adviser', async (method, body) => {
    const url = `/api/adviser/settings${method === 'DELETE' ? '/logo' : ''}`;
    await expectAdminOnly(call, method, url, tokens, firmSettingsMessages.adminOnly, body);
  });

  it('refuses a logo upload to everyone but an admin', async () => {
    expect((await uploadLogo(undefined, pngOf(32, 32), 'logo.png', 'image/png')).statusCode).toBe(401);
    expect((await uploadLogo(tokens.client, pngOf(32, 32), 'logo.png', 'image/png')).statusCode).toBe(403);
    expect((await uploadLogo(tokens.adviser, pngOf(32, 32), 'logo.png', 'image/png')).statusCode).toBe(403);
  });

  it('shows an admin their own firm’s settings', async () => {
    const response = await call('GET', '/api/adviser/settings', tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(firmSettingsResponseSchema.strict().parse(response.json()).data).toEqual({
      name: 'Example Financial Planning',
      colours: { primary: '#009ca6' },
      logoUrl: '/api/firm/logo',
      hasCustomLogo: false,
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: false,
      consentRequired: false,
      consentText: '',
      declarationRequired: false,
      declarationText: '',
      riskReviewMonths: 12,
      // The periodic review's defaults (docs/reviews.md): annual, check-in six weeks ahead, reminders every fortnight.
      reviewFrequencyMonths: 12,
      reviewLeadWeeks: 6,
      reviewReminderDays: 14,
      signatureReminderDays: 3,
      replyTargetHours: 48,
    });
  });
});

describe('PUT /api/adviser/settings', () => {
  it('saves every setting, audits what changed, and GET api/firm shows it at once', async () => {
    const before = await call('GET', '/api/firm');
    expect(before.json().colours.primary).toBe('#009ca6');
    const response = await call('PUT', '/api/adviser/settings', tokens.admin, settings);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Harbour Wealth',
      colours: { primary: '#1d4ed8' },
      consentRequired: true,
      consentText: settings.consentText,
    });
    const firm = await call('GET', '/api/firm');
    expect(firmSchema.strict().parse(firm.json())).toEqual({
      name: 'Harbour Wealth',
      colours: { primary: '#1d4ed8' },
      logoUrl: '/api/firm/logo',
      onboardingEnabled: true,
      securePortalUrl: 'https://secure.harbour.example/portal',
      accessIpipeline: true,
    });
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({
      changes: {
        name: { from: 'Example Financial Planning', to: 'Harbour Wealth' },
        primaryColour: { from: '#009ca6', to: '#1d4ed8' },
        onboardingEnabled: { from: false, to: true },
        securePortalUrl: { from: null, to: 'https://secure.harbour.example/portal' },
        accessIpipeline: { from: false, to: true },
        factFindConsentRequired: { from: false, to: true },
        factFindConsentText: { fromLength: 0, toLength: settings.consentText.length },
      },
    });
  });

  it('records nothing when nothing changed', async () => {
    const count = (await auditOf('firm.settings.updated')).length;
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings)).statusCode).toBe(200);
    expect(await auditOf('firm.settings.updated')).toHaveLength(count);
  });

  it('puts the firm’s consent text and requirement in front of the fact-find', async () => {
    const response = await call('GET', `/api/clients/${clientId}/fact-find-consent`, tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ required: true, text: settings.consentText, given: false });
  });

  it('refuses bad values field by field', async () => {
    const response = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      name: '  ',
      primaryColour: 'teal',
      securePortalUrl: 'http://insecure.example',
      consentText: '',
    });
    expectInvalidFields(response, ['consentText', 'name', 'primaryColour', 'securePortalUrl']);
    expect(response.json().errors.consentText).toEqual([firmSettingsMessages.consentTextRequired]);
  });

  it('sets the periodic review schedule (at least annual), audited; leaving it out keeps it', async () => {
    const saved = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      reviewLeadWeeks: 4,
      reviewReminderDays: 7,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      reviewFrequencyMonths: 12,
      reviewLeadWeeks: 4,
      reviewReminderDays: 7,
    });
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({
      changes: { reviewLeadWeeks: { from: 6, to: 4 }, reviewReminderDays: { from: 14, to: 7 } },
    });
    const kept = await call('PUT', '/api/adviser/settings', tokens.admin, settings);
    expect(kept.json().data.reviewLeadWeeks).toBe(4);
    const refused = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      reviewFrequencyMonths: 13,
      reviewLeadWeeks: 0,
      reviewReminderDays: 2.5,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      reviewFrequencyMonths: [firmSettingsMessages.reviewFrequencyMonths],
      reviewLeadWeeks: [firmSettingsMessages.reviewLeadWeeks],
      reviewReminderDays: [firmSettingsMessages.reviewReminderDays],
    });
  });

  it('sets the risk profile review period (1 to 60 months), audited; leaving it out keeps it', async () => {
    const saved = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      riskReviewMonths: 24,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.riskReviewMonths).toBe(24);
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({ changes: { riskReviewMonths: { from: 12, to: 24 } } });
    const kept = await call('PUT', '/api/adviser/settings', tokens.admin, settings);
    expect(kept.json().data.riskReviewMonths).toBe(24);
    for (const bad of [0, 61, 1.5, '12', null]) {
      const refused = await call('PUT', '/api/adviser/settings', tokens.admin, {
        ...settings,
        riskReviewMonths: bad,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ riskReviewMonths: [firmSettingsMessages.riskReviewMonths] });
    }
    for (const edge of [1, 60, 12]) {
      const accepted = await call('PUT', '/api/adviser/settings', tokens.admin, {
        ...settings,
        riskReviewMonths: edge,
      });
      expect(accepted.json().data.riskReviewMonths).toBe(edge);
    }
  });

  it('sets how many days apart signers are reminded (1 to 30), audited; leaving it out keeps it', async () => {
    const saved = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      signatureReminderDays: 7,
    });
    expect(saved.json().data.signatureReminderDays).toBe(7);
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({ changes: { signatureReminderDays: { from: 3, to: 7 } } });
    expect(
      (await call('PUT', '/api/adviser/settings', tokens.admin, settings)).json().data.signatureReminderDays,
    ).toBe(7);
    for (const bad of [0, 31, 2.5]) {
      const refused = await call('PUT', '/api/adviser/settings', tokens.admin, {
        ...settings,
        signatureReminderDays: bad,
      });
      expect(refused.json().errors).toEqual({
        signatureReminderDays: [firmSettingsMessages.signatureReminderDays],
      });
    }
    await call('PUT', '/api/adviser/settings', tokens.admin, { ...settings, signatureReminderDays: 3 });
  });

  it('sets the working hours a client’s message is answered in (1 to 240, 48 by default), audited; leaving it out keeps it', async () => {
    const saved = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      replyTargetHours: 24,
    });
    expect(saved.json().data.replyTargetHours).toBe(24);
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({ changes: { replyTargetHours: { from: 48, to: 24 } } });
    expect(
      (await call('PUT', '/api/adviser/settings', tokens.admin, settings)).json().data.replyTargetHours,
    ).toBe(24);
    for (const bad of [0, 241, 1.5]) {
      const refused = await call('PUT', '/api/adviser/settings', tokens.admin, {
        ...settings,
        replyTargetHours: bad,
      });
      expect(refused.json().errors).toEqual({ replyTargetHours: [firmSettingsMessages.replyTargetHours] });
    }
    await call('PUT', '/api/adviser/settings', tokens.admin, { ...settings, replyTargetHours: 48 });
  });

  it('asks for each partner’s declaration in the firm’s words, audited by length; leaving both out keeps them', async () => {
    const declarationText = 'What I have given about myself is true and complete.';
    const refused = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      declarationRequired: true,
      declarationText: '  ',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      declarationText: [firmSettingsMessages.declarationTextRequired],
    });
    const saved = await call('PUT', '/api/adviser/settings', tokens.admin, {
      ...settings,
      declarationRequired: true,
      declarationText,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ declarationRequired: true, declarationText });
    const [event] = await auditOf('firm.settings.updated');
    expect(event?.data).toEqual({
      changes: {
        factFindDeclarationRequired: { from: false, to: true },
        factFindDeclarationText: { fromLength: 0, toLength: declarationText.length },
      },
    });
    const kept = await call('PUT', '/api/adviser/settings', tokens.admin, settings);
    expect(kept.json().data).toMatchObject({ declarationRequired: true, declarationText });
  });

  it('changes only the caller’s firm', async () => {
    await call('PUT', '/api/adviser/settings', tokens.otherAdmin, { ...settings, name: 'Another firm' });
    const response = await call('GET', '/api/adviser/settings', tokens.admin);
    expect(response.json().data.name).toBe('Harbour Wealth');
  });
});

describe('the logo', () => {
  it('accepts a PNG, serves it from /api/firm/logo under a new version, and audits it', async () => {
    const png = pngOf(120, 40);
    const response = await uploadLogo(tokens.admin, png, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.hasCustomLogo).toBe(true);
    expect(data.logoUrl).toMatch(/^\/api\/firm\/logo\?v=[0-9a-f-]{36}$/);
    expect((await call('GET', '/api/firm')).json().logoUrl).toBe(data.logoUrl);
    const served = await call('GET', data.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    const [event] = await auditOf('firm.logo.updated');
    expect(event?.data).toEqual({ type: 'image/png', size: png.length, width: 120, height: 40 });
  });

  it('goes by the bytes, not the name: a PNG renamed .svg is a PNG', async () => {
    const png = pngOf(64, 64, [200, 30, 30]);
    const response = await uploadLogo(tokens.admin, png, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const served = await call('GET', response.json().data.logoUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // The replaced file is gone from storage: one logo per firm.
    expect(await readdir(join(dataDir.path, 'branding', 'firm-logos', String(firmId)))).toHaveLength(1);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      firmSettingsMessages.logoType,
    ],
    [
      'an SVG named .png',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.png',
      firmSettingsMessages.logoType,
    ],
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
      'logo.gif',
      firmSettingsMessages.logoType,
    ],
    [
      'a PNG over 1 MB',
      Buffer.concat([pngOf(32, 32), Buffer.alloc(1024 * 1024)]),
      'big.png',
      firmSettingsMessages.logoTooLarge,
    ],
    ['a PNG too small to see', pngOf(8, 8), 'tiny.png', firmSettingsMessages.logoDimensions],
    ['a PNG of absurd dimensions', pngOf(5000, 1), 'wide.png', firmSettingsMessages.logoDimensions],
    ['an empty file', Buffer.alloc(0), 'empty.png', firmSettingsMessages.fileRequired],
  ])('refuses %s with 422 and keeps the current logo', async (_label, content, filename, message) => {
    const current = (await call('GET', '/api/firm')).json().logoUrl;
    const response = await uploadLogo(tokens.admin, content, filename, 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [message] });
    expect((await call('GET', '/api/firm')).json().logoUrl).toBe(current);
  });

  it('refuses a request without a file', async () => {
    const response = await call('POST', '/api/adviser/settings/logo', tokens.admin, { file: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [firmSettingsMessages.fileRequired] });
  });

  it('resets to the default logo (audited), removing the uploaded file', async () => {
    const response = await call('DELETE', '/api/adviser/settings/logo', tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hasCustomLogo: false, logoUrl: '/api/firm/logo' });
    const served = await call('GET', '/api/firm/logo');
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(await readdir(join(dataDir.path, 'branding', 'firm-logos', String(firmId)))).toHaveLength(0);
    expect(await auditOf('firm.logo.reset')).toHaveLength(1);
    const [row] = await database.db.select().from(firms).where(eq(firms.id, firmId));
    expect(row?.logoPath).toBeNull();
  });
});

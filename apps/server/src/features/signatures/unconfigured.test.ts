import { signatureMessages } from '@atrium/domain/contract/signatures';
import { beforeAll, describe, expect, it } from 'vitest';
import { requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { createToken } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { suitabilityReportPdf, vaultPdf } from '../../test/signatures.ts';

// Production without SIGNING_P12_PATH has no certificate (config.ts): nothing is sent for signature, so nobody signs
// a document that could not be sealed.
const dataDir = useTempDir('atrium-unsealed-');
const { database, t } = useTestApp({
  config: () => ({ ...testConfig({ DATA_DIR: dataDir.path }), signing: { kind: 'unconfigured' } }),
});
const call = requester(() => t);
const world = {} as { clientId: number; adviser: string };

beforeAll(async () => {
  const { adviser, james } = await carterHousehold(database.db);
  world.clientId = james.client.id;
  world.adviser = await createToken(database.db, { userId: adviser.id, expiresAt: new Date('2100-01-01') });
});

describe('signing without a certificate', () => {
  it('refuses to send a document for signature with 503', async () => {
    const documentId = await vaultPdf(call, world.clientId, world.adviser, await suitabilityReportPdf());
    const refused = await call('POST', `/api/adviser/clients/${world.clientId}/signatures`, world.adviser, {
      title: 'Report',
      source: { kind: 'document', document_id: documentId },
      signers: [1],
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: signatureMessages.unavailable });
    expect(
      (await call('GET', `/api/adviser/clients/${world.clientId}/signatures`, world.adviser)).json(),
    ).toEqual({
      data: [],
    });
  });
});

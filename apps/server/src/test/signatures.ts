import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { totpCodeAt } from '../features/mfa/totp.ts';
import type { Clock } from '../platform/clock.ts';
import type { Requester } from './build-test-app.ts';
import { testPassword } from './factories.ts';
import { postForm } from './uploads.ts';

// Shared by the signing tests (features/signatures): a real PDF to send, put in the client's vault by the adviser,
// and a person's authenticator app set up through the profile as they would.

export async function suitabilityReportPdf(title = 'Suitability report'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  // pdf-lib stamps the time of create() into the document's info; a fixed date keeps the bytes (and their SHA-256,
  // which the signing tests compare) the same however slowly a run builds the file twice.
  const fixed = new Date('2026-01-05T09:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const first = pdf.addPage([595, 842]);
  first.drawText(title, { x: 50, y: 780, size: 20, font });
  first.drawText('We recommend a stocks and shares ISA.', { x: 50, y: 740, size: 12, font });
  pdf
    .addPage([595, 842])
    .drawText('Our fees are set out in our fee agreement.', { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

export async function vaultPdf(call: Requester, clientId: number, adviserToken: string, content: Buffer) {
  const response = await postForm(call, `/api/adviser/clients/${clientId}/documents`, adviserToken, [
    { name: 'file', filename: 'report.pdf', content, type: 'application/pdf' },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

// The authenticator app's secret once set up and confirmed (the confirming code's time step is then used).
export async function setUpTotp(call: Requester, token: string, clock: Clock): Promise<string> {
  const setup = await call('POST', '/api/profile/mfa/totp', token, { password: testPassword });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await call('POST', '/api/profile/mfa/totp/confirm', token, {
    code: totpCodeAt(secret, clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

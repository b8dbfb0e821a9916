import { createHash, createVerify } from 'node:crypto';
import type { Page } from '@playwright/test';
import forge from 'node-forge';
import { PDFDict, PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import { expectNoAxeViolations } from '../axe.ts';
import { bearer, checkBothWidths, expect, test } from '../fixtures.ts';
import { jointHousehold } from '../household-steps.ts';
import { setUpApp, signWithFreshCode, type UsedSteps } from '../totp.ts';

// Signing (docs/signing.md): the adviser sends a suitability report to both partners, each reads it and signs with a
// fresh authenticator code, the adviser downloads the sealed PDF, which this test checks with PDF libraries (its
// PAdES signature and its certificate page's hashes); one byte altered, /verify says so. The partner declines another
// document with a reason, and the adviser sees it. Each new screen is scanned at 1280 and 375 px.

async function reportPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 20, font });
  page.drawText('We recommend a stocks and shares ISA for your savings.', { x: 50, y: 740, size: 12, font });
  pdf
    .addPage([595, 842])
    .drawText('Our fee is 1% of the amount invested.', { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

// The PAdES signature as a PDF library finds it (the signature field's value), checked with the CMS's own
// certificate: the bytes it covers hash to its message digest, and its signature over the signed attributes holds.
async function padesCheck(file: Buffer) {
  const pdf = await PDFDocument.load(file);
  const field = pdf.getForm().getFields()[0];
  const value = field?.acroField.dict.lookup(PDFName.of('V'), PDFDict);
  const range = value?.lookup(PDFName.of('ByteRange'))?.toString().match(/\d+/g)?.map(Number) ?? [];
  const contents = value?.lookup(PDFName.of('Contents'), PDFHexString).asBytes() ?? new Uint8Array();
  const [start = 0, first = 0, second = 0, secondLength = 0] = range;
  const covered = Buffer.concat([file.subarray(start, first), file.subarray(second, second + secondLength)]);
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(contents).toString('binary')), {
    parseAllBytes: false,
  } as unknown as boolean);
  const message = forge.pkcs7.messageFromAsn1(asn1) as unknown as {
    certificates: forge.pki.Certificate[];
    rawCapture: { signature: string; authenticatedAttributes: { value: forge.asn1.Asn1[] }[] };
  };
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (a) => forge.asn1.derToOid(a.value[0]?.value as string) === forge.pki.oids.messageDigest,
  );
  const digestSet = (digestAttribute?.value[1]?.value ?? []) as forge.asn1.Asn1[];
  const digest = (digestSet[0]?.value as string | undefined) ?? '';
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes as never);
  const certificate = message.certificates[0];
  if (!certificate) throw new Error('no certificate in the signature');
  const verifier = createVerify('sha256');
  verifier.update(Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary'));
  return {
    coversWholeFile: second + secondLength === file.length,
    digestMatches: Buffer.from(digest, 'binary').equals(createHash('sha256').update(covered).digest()),
    signatureValid: verifier.verify(
      forge.pki.certificateToPem(certificate),
      Buffer.from(message.rawCapture.signature, 'binary'),
    ),
  };
}

async function lastPageText(file: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(file),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const content = await (await document.getPage(document.numPages)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('both partners sign with a fresh code; the sealed PDF verifies; an altered byte is caught; a decline reaches the adviser', async ({
  page,
  request,
  a11y,
  loginAs,
  openBrowser,
  readOutbox,
}) => {
  test.setTimeout(360_000);
  const used: UsedSteps = new Map();
  const staff = bearer(await loginAs('adviser'));
  // A joint household: Hannah and her partner Paul.
  const { clientId, client, partner } = await jointHousehold(request, readOutbox, {
    client: 'Hannah Signer',
    partner: 'Paul Signer',
  });
  const secrets = {
    hannah: await setUpApp(request, client.token, used),
    paul: await setUpApp(request, partner.token, used),
  };

  // The report goes into the client's documents, as the adviser uploads any file.
  const original = await reportPdf('Suitability report');
  for (const [title, bytes] of [
    ['Suitability report', original],
    ['Fee agreement', await reportPdf('Fee agreement')],
  ] as const) {
    const uploaded = await request.post(`/api/adviser/clients/${clientId}/documents`, {
      headers: staff,
      multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: bytes } },
    });
    expect(uploaded.status(), `upload ${title}`).toBe(201);
  }

  // The adviser sends it to both from the client's Signatures tab.
  await page.goto(`/adviser/clients/${clientId}/signatures`);
  const tab = page.getByRole('region', { name: 'Send a document for signature' });
  await tab.getByLabel('Title').fill('Suitability report');
  await tab.getByLabel('Document', { exact: true }).selectOption({ label: 'Suitability report.pdf' });
  await tab.getByLabel('Their partner (person 2)').check();
  await tab.getByRole('button', { name: 'Send for signature' }).click();
  const sent = page.getByRole('heading', { level: 3, name: 'Suitability report' });
  await expect(sent).toBeVisible();
  await checkBothWidths(page, 'adviser-signatures', () => a11y.check());

  // Each partner reads it in their own browser and signs with a fresh code from their app.
  for (const [session, name, secret, shot] of [
    [client, 'Hannah Signer', secrets.hannah, 'client'],
    [partner, 'Paul Signer', secrets.paul, 'partner'],
  ] as const) {
    const own = await openBrowser(session);
    await own.goto('/signatures');
    await own.getByRole('link', { name: 'Suitability report' }).click();
    await expect(own.getByRole('heading', { level: 1, name: 'Suitability report' })).toBeVisible();
    await expect(own.getByRole('article', { name: 'Page 1 of 2' })).toContainText('stocks and shares ISA');
    if (shot === 'client') {
      await checkBothWidths(own, 'signing-page', () => expectNoAxeViolations(own));
      await own.goto('/signatures');
      await checkBothWidths(own, 'to-sign-list', () => expectNoAxeViolations(own));
      await own.getByRole('link', { name: 'Suitability report' }).click();
    }
    await signWithFreshCode(own, name, secret, used);
    await own.context().close();
  }

  // The adviser sees it sealed, with each signature's evidence, and downloads the signed copy.
  await page.reload();
  const card = page.getByRole('article', { name: 'Suitability report' });
  await expect(card.getByText('Signed by everyone')).toBeVisible();
  await card.getByText('Evidence and history').click();
  await expect(card).toContainText('Fresh authenticator app code');
  const sealed = await download(page, () =>
    card.getByRole('button', { name: 'Download the signed copy' }).click(),
  );
  expect(await padesCheck(sealed)).toEqual({
    coversWholeFile: true,
    digestMatches: true,
    signatureValid: true,
  });
  const certificate = await lastPageText(sealed);
  const originalSha = createHash('sha256').update(original).digest('hex');
  expect(certificate).toContain('Completion certificate');
  expect(certificate).toContain(originalSha);
  expect(certificate).toContain('Signer 1: Hannah Signer');
  expect(certificate).toContain('Signer 2: Paul Signer');

  // /verify: the sealed file is ours; one byte altered, it is not.
  // A stranger's browser: no session.
  const verifier = await openBrowser();
  await verifier.goto('/verify');
  const altered = Buffer.from(sealed);
  altered[400] = (altered[400] ?? 0) ^ 0x01;
  await verifier
    .getByLabel('PDF file')
    .setInputFiles({ name: 'sealed.pdf', mimeType: 'application/pdf', buffer: sealed });
  await verifier.getByRole('button', { name: 'Check the file' }).click();
  await expect(verifier.getByRole('heading', { name: 'Issued by us, unchanged' })).toBeVisible();
  await verifier
    .getByLabel('PDF file')
    .setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await verifier.getByRole('button', { name: 'Check the file' }).click();
  await expect(verifier.getByRole('heading', { name: 'Changed, or not issued by us' })).toBeVisible();
  await checkBothWidths(verifier, 'verify', () => expectNoAxeViolations(verifier));
  await verifier.context().close();

  // Another document: the partner declines it with a reason, and the adviser sees the reason.
  await tab.getByLabel('Title').fill('Fee agreement');
  await tab.getByLabel('Document', { exact: true }).selectOption({ label: 'Fee agreement.pdf' });
  await tab.getByLabel('Their partner (person 2)').check();
  await tab.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Fee agreement' })).toBeVisible();
  const paul = await openBrowser(partner);
  await paul.goto('/signatures');
  await paul.getByRole('link', { name: 'Fee agreement' }).click();
  await paul.getByRole('button', { name: 'I do not want to sign this' }).click();
  await paul.getByLabel('Why are you declining?').fill('The fee should be 0.75%, as we agreed.');
  await paul.getByRole('button', { name: 'Decline to sign' }).click();
  await expect(paul.getByText('Paul Signer: declined')).toBeVisible();
  await paul.context().close();
  await page.reload();
  await expect(page.getByText('Paul Signer declined: The fee should be 0.75%, as we agreed.')).toBeVisible();
  await a11y.check();
  const notices = (await request.get('/api/notifications', { headers: staff }).then((r) => r.json())) as {
    data: { data: { title: string } }[];
  };
  expect(notices.data.map((n) => n.data.title)).toContain('Paul Signer declined to sign');
});

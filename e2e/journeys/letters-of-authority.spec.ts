import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoAxeViolations } from '../axe.ts';
import { answerFactFind, firstItem } from '../fact-find-steps.ts';
import { checkBothWidths, expect, invitedClient, test } from '../fixtures.ts';
import { setUpApp, signWithFreshCode, type UsedSteps } from '../totp.ts';

// Letters of authority (docs/signing.md): the adviser generates two letters from a new client's fact-find (a pension
// and an ISA), the client signs one with a fresh authenticator code, the adviser records it sent to the provider,
// acknowledged, chased and the information received, and attaches the statement, which the client then sees in
// their documents. The client is new (an adviser's invitation), so the demo clients stay as other journeys expect.

async function statementPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Aviva SIPP-3310: value 48,250.00', { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

test('the adviser generates two letters of authority, the client signs one, the adviser follows it with the provider and attaches the statement', async ({
  page,
  request,
  a11y,
  loginAs,
  openBrowser,
  readOutbox,
}) => {
  test.setTimeout(240_000);
  const used: UsedSteps = new Map();
  await loginAs('adviser');
  const client = await invitedClient(request, readOutbox, 'Lara Letters');
  const secret = await setUpApp(request, client.token, used);
  await answerFactFind(request, client, client.clientId, [
    {
      updates: {
        personal_details_client1: {
          first_name: 'Lara',
          last_name: 'Letters',
          date_of_birth: '1972-05-09',
          ni_number: 'AB123456C',
        },
      },
    },
    { updates: { current_address: { address_line_1: '9 Mill Lane', town: 'York', postcode: 'YO1 7HH' } } },
    firstItem('pensions', 'items', { type: 'personal', provider: 'Aviva', reference: 'SIPP-3310' }),
    firstItem('investments', 'items', {
      type: 'stocks_shares_isa',
      provider: 'Fidelity',
      reference: 'ISA-5521',
      value: 15000,
    }),
  ]);

  // The adviser ticks both policies on the client's Signatures tab and sends the letters for signature.
  await page.goto(`/adviser/clients/${client.clientId}/signatures`);
  const section = page.getByRole('region', { name: 'Letters of authority' });
  await section.getByRole('checkbox', { name: /Aviva \(SIPP-3310\)/ }).check();
  await section.getByRole('checkbox', { name: /Fidelity \(ISA-5521\)/ }).check();
  await section.getByRole('button', { name: 'Generate and send for signature' }).click();
  const aviva = section.getByRole('article', { name: 'Personal pension or SIPP with Aviva' });
  await expect(aviva.getByText('Awaiting signature')).toBeVisible();
  await expect(section.getByRole('article', { name: 'Stocks and shares ISA with Fidelity' })).toBeVisible();
  // Each is a document sent for signature, listed above with the others.
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: 'Letter of authority: Personal pension or SIPP with Aviva (SIPP-3310)',
    }),
  ).toBeVisible();
  await checkBothWidths(page, 'adviser-letters', () => a11y.check());

  // The client reads the pension's letter in the portal and signs it with a fresh code from their app.
  const own = await openBrowser(client);
  await own.goto('/signatures');
  const title = 'Letter of authority: Personal pension or SIPP with Aviva (SIPP-3310)';
  await own.getByRole('link', { name: title }).click();
  await expect(own.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(own.getByRole('article', { name: 'Page 1 of 1' })).toContainText('SIPP-3310');
  await expect(own.getByRole('article', { name: 'Page 1 of 1' })).toContainText('AB123456C');
  await signWithFreshCode(own, 'Lara Letters', secret, used);

  // The adviser follows it with the provider, step by step.
  await page.reload();
  await expect(aviva.getByText('Signed, not yet sent')).toBeVisible();
  await aviva.getByText('Record the next step').click();
  for (const [step, note, status] of [
    ['Sent to the provider', 'By post, first class', 'With the provider'],
    ['Provider acknowledged', '', 'Acknowledged'],
    ['Provider chased', 'Phoned the helpline', 'Chased'],
    ['Information received', '', 'Information received'],
  ] as const) {
    await aviva.getByLabel('Step').selectOption({ label: step });
    if (note) await aviva.getByLabel(/Note/).fill(note);
    await aviva.getByRole('button', { name: 'Record step' }).click();
    await expect(aviva.getByText(status, { exact: true })).toBeVisible();
  }
  const timeline = aviva.getByRole('list', { name: 'What has happened' });
  await expect(timeline).toContainText('Sent to the provider by Sarah Mitchell (By post, first class)');
  await expect(timeline).toContainText('Provider chased by Sarah Mitchell (Phoned the helpline)');

  // The statement that came back, attached to the letter.
  await aviva.getByLabel(/Statement received/).setInputFiles({
    name: 'Aviva statement.pdf',
    mimeType: 'application/pdf',
    buffer: await statementPdf(),
  });
  await aviva.getByRole('button', { name: 'Attach statement' }).click();
  await expect(timeline).toContainText('Statement attached');
  await expect(aviva.getByRole('button', { name: 'Download Aviva statement.pdf' })).toBeVisible();
  await checkBothWidths(page, 'adviser-letter-tracked', () => a11y.check());

  // The client finds it among their documents.
  await own.goto('/documents');
  await expect(own.getByText('Aviva statement.pdf')).toBeVisible();
  await expectNoAxeViolations(own);
  await own.context().close();
});

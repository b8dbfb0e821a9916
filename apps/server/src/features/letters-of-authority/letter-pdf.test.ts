import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { pngOf } from '../firm-settings/test-images.ts';
import { type LetterModel, renderLetterPdf } from './letter-pdf.ts';

const model = (logo: LetterModel['firm']['logo']): LetterModel => ({
  firm: { name: 'Carter Wealth', colour: '#1d4ed8', logo },
  date: '2 November 2026',
  provider: 'Aviva',
  policyType: 'Personal pension or SIPP',
  policyNumber: 'SIPP-2291',
  holders: [{ name: 'Emma Carter', dateOfBirth: '3 September 1980', nationalId: null }],
  nationalIdLabel: 'PPS number',
  address: [],
});

describe('the letter of authority PDF', () => {
  it('draws the firm’s PNG logo on its band', async () => {
    const pdf = await renderLetterPdf(model({ bytes: pngOf(120, 40), mimeType: 'image/png' }));
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await pdfText(pdf)).text).toContain('Carter Wealth');
  });

  it('speaks for one holder in the first person, and leaves out what the fact-find does not hold', async () => {
    const { text, pages } = await pdfText(await renderLetterPdf(model(null)));
    expect(pages).toBe(1);
    expect(text).toContain('I, Emma Carter, authorise Carter Wealth');
    expect(text).not.toContain('PPS number');
    expect(text).not.toContain('Address');
  });

  it('still writes the letter when the logo cannot be read', async () => {
    const pdf = await renderLetterPdf(model({ bytes: Buffer.from('not an image'), mimeType: 'image/png' }));
    expect((await pdfText(pdf)).text).toContain('Letter of authority');
  });
});

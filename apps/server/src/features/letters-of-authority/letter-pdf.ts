import PDFDocument from 'pdfkit';
import { brandColours, pdfBytes, pdfText } from '../adviser-factfind/pdf-render.ts';

// A letter of authority (docs/signing.md): one page in the firm's branding (its colour on the band, its logo when
// it is a PNG or JPEG, which pdfkit draws; the name alone otherwise), addressed to the provider, naming the policy
// and each holder (name, date of birth, National Insurance number or PPSN when the fact-find holds them, the
// address), and saying in plain words what the firm may ask for and what it may not do. It is signed in the portal:
// the completion certificate page that sealing adds records who signed and how.

export type LetterHolder = { name: string; dateOfBirth: string | null; nationalId: string | null };

export type LetterModel = {
  firm: {
    name: string;
    colour: string;
    logo: { bytes: Buffer; mimeType: 'image/png' | 'image/jpeg' } | null;
  };
  date: string;
  provider: string;
  policyType: string;
  policyNumber: string;
  holders: LetterHolder[];
  nationalIdLabel: string;
  address: string[];
};

const ink = '#111827';
const muted = '#4b5563';
const margin = 56;
const bandHeight = 64;

// What the firm may ask the provider for: the usual list advisers send, in plain words.
export const informationAsked = [
  'the current value and, where it applies, the transfer or surrender value, with any penalty or charge on leaving',
  'the funds held, their charges and the product’s own charges',
  'the contributions or premiums paid, and any paid now',
  'any guarantees, protected rights, guaranteed annuity rates or other special features',
  'the selected retirement or maturity date, the death benefits and who they are payable to',
  'anything else the firm asks for to advise on this policy',
];

export function renderLetterPdf(model: LetterModel): Promise<Buffer> {
  const colours = brandColours(model.firm.colour);
  const plural = model.holders.length > 1;
  const we = plural ? 'we' : 'I';
  const our = plural ? 'our' : 'my';
  const names = model.holders.map((holder) => holder.name).join(' and ');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: bandHeight + 28, bottom: 50, left: margin, right: margin },
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: pdfText(`Letter of authority: ${model.provider}, ${model.policyNumber}`),
      Author: pdfText(model.firm.name),
      Subject: 'Letter of authority',
      Creator: 'Atrium',
    },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - margin * 2;

  doc.rect(0, 0, doc.page.width, bandHeight).fill(colours.band);
  let nameX = margin;
  if (model.firm.logo) {
    // A logo that pdfkit cannot read is left out: the firm's name still heads the letter.
    try {
      doc.image(model.firm.logo.bytes, margin, 12, { fit: [120, 40] });
      nameX = margin + 132;
    } catch {
      nameX = margin;
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(colours.onBand)
    .text(pdfText(model.firm.name), nameX, 25, { width: width - (nameX - margin), lineBreak: false });

  const paragraph = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(ink)
      .text(pdfText(text), margin, doc.y, { width, lineGap: 2, ...options });
    doc.moveDown(0.6);
  };
  const line = (label: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(muted)
      .text(pdfText(`${label}: `), margin, doc.y, {
        continued: true,
      });
    doc.font('Helvetica').fillColor(ink).text(pdfText(value));
  };

  doc.y = bandHeight + 28;
  paragraph(model.date, { align: 'right' });
  paragraph(`To: ${model.provider}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(colours.heading)
    .text('Letter of authority', margin, doc.y);
  doc.moveDown(0.5);
  line('Policy', `${model.policyType} with ${model.provider}`);
  line('Policy or account number', model.policyNumber);
  doc.moveDown(0.4);
  for (const [index, holder] of model.holders.entries()) {
    if (index > 0) doc.moveDown(0.3);
    line('Policyholder', holder.name);
    if (holder.dateOfBirth) line('Date of birth', holder.dateOfBirth);
    if (holder.nationalId) line(model.nationalIdLabel, holder.nationalId);
  }
  if (model.address.length > 0) {
    doc.moveDown(0.3);
    line('Address', model.address.join(', '));
  }
  doc.moveDown(0.8);

  paragraph(
    `${plural ? 'We' : 'I'}, ${names}, authorise ${model.firm.name} to ask you for information about the policy above, ` +
      `to receive it and to discuss it with you on ${our} behalf. Please give them:`,
  );
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(ink)
    .list(
      informationAsked.map((item) => pdfText(item)),
      margin + 10,
      doc.y,
      { width: width - 10, bulletRadius: 2, textIndent: 12, lineGap: 2 },
    );
  doc.moveDown(0.8);
  paragraph(
    `This letter lets ${model.firm.name} receive information only. It does not let them change the policy, ` +
      `move money or give you instructions on ${our} behalf. It lasts until ${we} withdraw it in writing. ` +
      `A copy of this letter is as valid as the original.`,
  );
  paragraph(`Please send the information to ${model.firm.name}.`);
  paragraph(
    `To be signed electronically by ${names} in ${model.firm.name}'s client portal, with a fresh two-step ` +
      'verification code. Once signed, the completion certificate at the end of this document records who ' +
      'signed, when and how.',
    { oblique: true },
  );
  doc.end();
  return finished;
}

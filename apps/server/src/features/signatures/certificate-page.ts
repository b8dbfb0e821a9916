import { type SigningMethod, signatureMethodLabels } from '@atrium/domain/contract/signatures';
import PDFDocument from 'pdfkit';
import { pdfBytes, pdfText } from '../adviser-factfind/pdf-render.ts';

// The completion certificate appended to a signed document (docs/signing.md): who signed, when, how they proved it
// was them, from where, and the SHA-256 of the document they signed. Drawn with pdfkit like the portal's other PDFs.

export type CertificateSigner = {
  name: string;
  email: string;
  typedName: string;
  method: SigningMethod;
  authenticatedAt: Date;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
};

export type CertificateModel = {
  firmName: string;
  title: string;
  requestId: number;
  originalSha256: string;
  originalPages: number;
  sentBy: string;
  sentAt: Date;
  signers: CertificateSigner[];
  sealedAt: Date;
  sealedWith: string;
  verifyUrl: string;
};

const ink = '#111827';
const muted = '#4b5563';
const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export function renderCertificatePage(model: CertificateModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Completion certificate: ${pdfText(model.title)}`, Author: pdfText(model.firmName) },
  });
  const done = pdfBytes(doc);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(muted).text(label, { continued: true });
    doc
      .font('Helvetica')
      .fillColor(ink)
      .text(` ${pdfText(value)}`);
  };
  doc.font('Helvetica-Bold').fontSize(18).fillColor(ink).text('Completion certificate');
  doc.font('Helvetica').fontSize(10).fillColor(muted).text(pdfText(model.firmName)).moveDown();
  line('Document:', model.title);
  line(
    'Request:',
    `#${model.requestId}, ${model.originalPages} page(s), sent by ${model.sentBy} on ${utc(model.sentAt)}`,
  );
  line('SHA-256 of the document as sent:', '');
  doc.font('Courier').fontSize(9).fillColor(ink).text(model.originalSha256).moveDown();
  for (const [index, signer] of model.signers.entries()) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(ink)
      .text(`Signer ${index + 1}: ${pdfText(signer.name)}`);
    line('Account:', signer.email);
    line('Typed name:', signer.typedName);
    line('Signed at:', utc(signer.signedAt));
    line(
      'Authenticated by:',
      `password sign-in, then a fresh ${signatureMethodLabels[signer.method]} at ${utc(signer.authenticatedAt)}`,
    );
    line('IP address:', signer.ip);
    line('Browser:', signer.userAgent.slice(0, 160));
    line('SHA-256 of the document signed:', '');
    doc.font('Courier').fontSize(9).fillColor(ink).text(signer.documentSha256).moveDown();
  }
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text('Seal');
  line('Sealed at:', utc(model.sealedAt));
  line('Certificate:', model.sealedWith);
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(9)
    .fillColor(muted)
    .text(
      pdfText(
        `This file carries a PDF digital signature over all of its bytes: a PDF reader shows whether anything changed ` +
          `after sealing. Check that the portal issued it at ${model.verifyUrl}.`,
      ),
    );
  doc.end();
  return done;
}

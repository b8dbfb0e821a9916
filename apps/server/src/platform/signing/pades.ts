import { createHash, createVerify } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from './certificate.ts';

// PAdES (ETSI EN 319 142, PDF signatures of ISO 32000): a CMS signature over the whole file but the hole that holds
// it, which any PDF reader checks. Sealing uses @signpdf (placeholder by pdf-lib, signature by the PKCS#12);
// checking is written here with node-forge and Node's crypto, since /verify must say what an uploaded file carries.

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

// The PDF signed with the certificate, with the signing time given (the app's one clock).
export async function sealPdf(
  pdf: PDFDocument,
  certificate: SigningCertificate,
  details: { reason: string; location: string; contactInfo: string; signingTime: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: certificate.subject,
    location: details.location,
    signingTime: details.signingTime,
    // Room for a 2048- or 4096-bit signature with its certificate chain.
    signatureLength: 16384,
  });
  // @signpdf finds the placeholder by reading the file as text: no object streams.
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(withPlaceholder, signer, details.signingTime);
}

export type EmbeddedSignature = {
  signedBy: string;
  signedAt: Date | null;
  // The CMS signature checks against its certificate and the bytes it covers hash to its message digest.
  isIntact: boolean;
  // Its byte range reaches the end of the file: nothing was appended after signing.
  coversWholeFile: boolean;
};

// forge's types know only the boolean form of fromDer's options.
const fromDer = forge.asn1.fromDer as unknown as (
  bytes: forge.util.ByteStringBuffer,
  options: { parseAllBytes: boolean },
) => forge.asn1.Asn1;

type Attribute = { value: [forge.asn1.Asn1, forge.asn1.Asn1] };

function attributeValue(attributes: Attribute[], oid: string | undefined): forge.asn1.Asn1 | null {
  const found = attributes.find((attribute) => {
    const id = attribute.value[0]?.value;
    return typeof id === 'string' && forge.asn1.derToOid(id) === oid;
  });
  const set = found?.value[1]?.value;
  return Array.isArray(set) ? (set[0] ?? null) : null;
}

function checkOne(file: Buffer, range: [number, number, number, number]): EmbeddedSignature | null {
  const [start, firstLength, secondStart, secondLength] = range;
  if (start !== 0 || secondStart + secondLength > file.length || firstLength + 2 > secondStart) return null;
  const hex = file.subarray(firstLength + 1, secondStart - 1).toString('latin1');
  if (!/^[0-9a-fA-F]*$/.test(hex)) return null;
  const der = Buffer.from(hex, 'hex');
  const message = forge.pkcs7.messageFromAsn1(
    // The hole is padded with zeros past the CMS structure: parse the structure, not the padding.
    fromDer(forge.util.createBuffer(der.toString('binary')), { parseAllBytes: false }),
  ) as unknown as {
    certificates: forge.pki.Certificate[];
    rawCapture: { signature: string; authenticatedAttributes: Attribute[] };
  };
  const certificate = message.certificates[0];
  if (!certificate) return null;
  const attributes = message.rawCapture.authenticatedAttributes ?? [];
  const digest = attributeValue(attributes, forge.pki.oids.messageDigest)?.value;
  const time = attributeValue(attributes, forge.pki.oids.signingTime)?.value;
  const covered = Buffer.concat([
    file.subarray(start, start + firstLength),
    file.subarray(secondStart, secondStart + secondLength),
  ]);
  const isDigestRight =
    typeof digest === 'string' &&
    Buffer.from(digest, 'binary').equals(createHash('sha256').update(covered).digest());
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes as unknown as forge.asn1.Asn1[],
  );
  const verifier = createVerify('sha256');
  verifier.update(Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary'));
  const isSignatureRight = verifier.verify(
    forge.pki.certificateToPem(certificate),
    Buffer.from(message.rawCapture.signature, 'binary'),
  );
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  return {
    signedBy: commonName?.value ?? 'unnamed certificate',
    signedAt: typeof time === 'string' ? forge.asn1.utcTimeToDate(time) : null,
    isIntact: isDigestRight && isSignatureRight,
    coversWholeFile: secondStart + secondLength === file.length,
  };
}

// Every PDF signature in the file, checked. A file that is not a PDF, or whose signatures cannot be read, has none.
export function embeddedSignatures(file: Buffer): EmbeddedSignature[] {
  const text = file.toString('latin1');
  const found: EmbeddedSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const range = match.slice(1, 5).map(Number) as [number, number, number, number];
    try {
      const signature = checkOne(file, range);
      if (signature) found.push(signature);
    } catch {
      // Not a signature we can read (a placeholder never signed, a damaged one): not counted as one.
    }
  }
  return found;
}

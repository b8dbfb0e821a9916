import { notificationTypes } from '@atrium/domain/contract/notifications';
import { signatureMessages, signaturePaths } from '@atrium/domain/contract/signatures';
import { PDFDocument } from 'pdf-lib';
import type { AuditLog } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { SigningCertificateSource } from '../../platform/signing/certificate.ts';
import { sealPdf, sha256Hex } from '../../platform/signing/pades.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import { renderCertificatePage } from './certificate-page.ts';
import type { SignatureFiles } from './files.ts';
import type { SignatureRequestRow, SignaturesRepo, SignerRow } from './repo.ts';
import { eventOf } from './rules.ts';

type Deps = {
  repo: SignaturesRepo;
  files: SignatureFiles;
  audit: AuditLog;
  clock: Clock;
  notify: Notify;
  notifyFirm: NotifyFirm;
  certificates: SigningCertificateSource;
  verifyUrl: string;
};

// Once the last signer has signed (docs/signing.md): the certificate page appended to the original, the whole file
// signed (PAdES) with the configured certificate, stored and its SHA-256 recorded, and everyone told. False when
// another request completed it first (its copy is then removed).
export function createSealer({
  repo,
  files,
  audit,
  clock,
  notify,
  notifyFirm,
  certificates,
  verifyUrl,
}: Deps) {
  return async function seal(request: SignatureRequestRow, sentBy: string, signers: SignerRow[]) {
    const certificate = await certificates.get();
    if (!certificate) throw new AppError('not_configured', signatureMessages.unavailable);
    const original = await files.read(request.originalStorageKey);
    const now = clock.now();
    const pdf = await PDFDocument.load(original);
    const page = await renderCertificatePage({
      firmName: await repo.findFirmName(request.firmId),
      title: request.title,
      requestId: request.id,
      originalSha256: request.originalSha256,
      originalPages: pdf.getPageCount(),
      sentBy,
      sentAt: request.createdAt,
      signers: signers.map((s) => ({
        name: s.signerName ?? s.name,
        email: s.signerEmail ?? s.email,
        typedName: s.typedName ?? '',
        method: s.method ?? 'totp',
        authenticatedAt: s.authenticatedAt ?? now,
        signedAt: s.signedAt ?? now,
        ip: s.ip ?? '',
        userAgent: s.userAgent ?? '',
        documentSha256: s.documentSha256 ?? '',
      })),
      sealedAt: now,
      sealedWith: certificate.subject,
      verifyUrl,
    });
    const certificatePdf = await PDFDocument.load(page);
    for (const copied of await pdf.copyPages(certificatePdf, certificatePdf.getPageIndices()))
      pdf.addPage(copied);
    const sealed = await sealPdf(pdf, certificate, {
      reason: `Signed in the portal: ${request.title}`,
      location: verifyUrl,
      contactInfo: verifyUrl,
      signingTime: now,
    });
    const sha256 = sha256Hex(sealed);
    const key = await files.put('signed', request, sealed);
    const done = await repo.complete(
      request.id,
      { key, sha256 },
      eventOf(request.id, 'completed', now, {}, undefined, `SHA-256 ${sha256}`),
    );
    if (!done) {
      await files.remove(key);
      return false;
    }
    await audit.record({
      type: 'signature.completed',
      firmId: request.firmId,
      userId: null,
      ip: null,
      userAgent: null,
      data: { clientId: request.clientId, signatureRequestId: request.id, sha256 },
    });
    const link = signaturePaths.sign(request.id);
    for (const signer of signers) {
      await notify(signer.userId, {
        type: notificationTypes.signatureCompleted,
        title: 'Everyone has signed',
        body: request.title,
        link,
      });
    }
    const client = await repo.findClientRecipients(request.clientId);
    if (client) {
      await notifyFirm(
        client,
        {
          type: notificationTypes.signatureCompleted,
          title: 'A document was signed by everyone',
          body: request.title,
          link: signaturePaths.adviser(request.clientId),
        },
        { collapse: false },
      );
    }
    return true;
  };
}

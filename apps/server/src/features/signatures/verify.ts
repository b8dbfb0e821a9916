import { signatureMessages, type VerifyResult } from '@atrium/domain/contract/signatures';
import { invalidField, tooManyAttempts } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { embeddedSignatures, sha256Hex } from '../../platform/signing/pades.ts';
import type { SignaturesRepo } from './repo.ts';

// /verify (public): a holder of a PDF learns whether the portal issued it, from the file's SHA-256 alone, so nothing
// is revealed to anyone who does not already hold the file; the PDF's own signatures are checked as well. Throttled
// per address: it costs a hash and a parse per call.
export function createSignatureVerifier({
  repo,
  rateLimiter,
}: {
  repo: SignaturesRepo;
  rateLimiter: RateLimiter;
}) {
  return {
    async verify(file: Buffer | null | undefined, ip: string): Promise<VerifyResult> {
      const throttle = await rateLimiter.consume([
        { key: `verify:ip:${ip}`, limit: 30, windowSeconds: 10 * 60 },
      ]);
      if (!throttle.allowed) throw tooManyAttempts(throttle.retryAfterSeconds);
      if (!file || file.length === 0) throw invalidField('file', signatureMessages.verifyEmpty);
      const sha256 = sha256Hex(file);
      const signatures = embeddedSignatures(file).map((signature) => ({
        signed_by: signature.signedBy,
        signed_at: signature.signedAt?.toISOString() ?? null,
        is_intact: signature.isIntact,
        covers_whole_file: signature.coversWholeFile,
      }));
      const found = await repo.findByHash(sha256);
      if (!found) {
        return {
          verdict: 'unknown',
          message:
            'This file was not issued by us, or it was changed after it was issued: not one byte of it matches a document we sealed.',
          sha256,
          document: null,
          signatures,
        };
      }
      const isSealed = found.request.finalSha256 === sha256;
      const signers = isSealed ? await repo.signersOf([found.request.id]) : [];
      return {
        verdict: isSealed ? 'signed' : 'original',
        message: isSealed
          ? 'We issued this file: it is exactly the signed document we sealed, unchanged.'
          : 'This is a document we sent for signature, as it was sent: it is not the signed copy.',
        sha256,
        document: {
          title: found.request.title,
          firm: found.firm,
          completed_at: isSealed ? (found.request.completedAt?.toISOString() ?? null) : null,
          signers: signers.flatMap((signer) =>
            signer.signedAt && signer.method
              ? [
                  {
                    name: signer.signerName ?? signer.name,
                    signed_at: signer.signedAt.toISOString(),
                    method: signer.method,
                  },
                ]
              : [],
          ),
        },
        signatures,
      };
    },
  };
}

export type SignatureVerifier = ReturnType<typeof createSignatureVerifier>;

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config.ts';

// The certificate that seals signed PDFs (PAdES, platform/signing/pades.ts): the PKCS#12 named by SIGNING_P12_PATH,
// or outside production a self-signed development certificate made on first use and kept under DATA_DIR/signing
// (so a restart seals with the same one). Production without a configured one has none: signing is refused.

export type SigningCertificate = { p12: Buffer; passphrase: string; subject: string };

// The development certificate's passphrase: it protects nothing (the file is a laptop's), it only satisfies PKCS#12.
const developmentPassphrase = 'atrium-development';

export function subjectOf(p12: Buffer, passphrase: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bags = store.getBags({ bagType: forge.pki.oids.certBag ?? '' })[forge.pki.oids.certBag ?? ''] ?? [];
  const certificate = bags[0]?.cert;
  if (!certificate) throw new Error('The PKCS#12 file holds no certificate');
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  return commonName?.value ?? 'unnamed certificate';
}

// A self-signed certificate for document signing, ten years long: RSA 2048 made by Node's crypto (fast), the
// certificate and PKCS#12 written by node-forge (pure JavaScript: no openssl needed).
export function makeDevelopmentP12(commonName: string, passphrase: string, now = new Date()): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Atrium development' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

async function developmentCertificate(path: string): Promise<SigningCertificate> {
  let p12: Buffer;
  try {
    p12 = await readFile(path);
  } catch {
    p12 = makeDevelopmentP12('Atrium development signing', developmentPassphrase);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed: two instances starting at once never read half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, p12, { mode: 0o600 });
    await rename(partial, path);
  }
  return { p12, passphrase: developmentPassphrase, subject: subjectOf(p12, developmentPassphrase) };
}

// The certificate as configured, read once and kept; null when signing is not configured (production without one).
export function createSigningCertificateSource(settings: Config['signing']) {
  let loading: Promise<SigningCertificate | null> | null = null;
  async function load(): Promise<SigningCertificate | null> {
    if (settings.kind === 'unconfigured') return null;
    if (settings.kind === 'development') return developmentCertificate(settings.path);
    const p12 = await readFile(settings.path);
    return { p12, passphrase: settings.passphrase, subject: subjectOf(p12, settings.passphrase) };
  }
  return {
    isConfigured: settings.kind !== 'unconfigured',
    get(): Promise<SigningCertificate | null> {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

export type SigningCertificateSource = ReturnType<typeof createSigningCertificateSource>;

import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

// RFC 6238 with the parameters every authenticator app supports: SHA-1, six digits, 30-second steps.
const periodSeconds = 30;

function totpFor(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpEnrolment(secretBase32: string, issuer: string, label: string) {
  const uri = totpFor(secretBase32, issuer, label).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

// The time step the code belongs to (one step either side allowed for clock drift), or null.
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'atrium', 'atrium').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / periodSeconds) + delta;
}

// For tests and the enrolment check: the code an app would show at this moment.
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32, 'atrium', 'atrium').generate({ timestamp: at.getTime() });
}

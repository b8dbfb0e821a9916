import { embeddedFirmElementId } from '@atrium/domain/contract/embedded-firm';
import type { Firm } from '@atrium/domain/contract/firm';

// The firm's branding the server put into index.html (apps/server platform/web-app.ts), or null when the
// page came without it (development server, tests, a firm the server could not read): then it is fetched.
export function readEmbeddedFirm(doc: Document = document): Firm | null {
  const text = doc.getElementById(embeddedFirmElementId)?.textContent;
  if (!text) return null;
  try {
    return readFirm(JSON.parse(text));
  } catch {
    return null;
  }
}

const hexColour = /^#[0-9a-fA-F]{6}$/;

// firmSchema (contract/firm) checked by hand, because it is needed before zod loads; embedded-firm.test.ts
// holds it to the schema.
export function readFirm(value: unknown): Firm | null {
  if (!isRecord(value) || !isRecord(value.colours)) return null;
  const { name, colours, logoUrl, onboardingEnabled, securePortalUrl, accessIpipeline } = value;
  const primary = colours.primary;
  const isFirm =
    typeof name === 'string' &&
    typeof primary === 'string' &&
    hexColour.test(primary) &&
    typeof logoUrl === 'string' &&
    typeof onboardingEnabled === 'boolean' &&
    (securePortalUrl === null || typeof securePortalUrl === 'string') &&
    typeof accessIpipeline === 'boolean';
  if (!isFirm) return null;
  return { name, colours: { primary }, logoUrl, onboardingEnabled, securePortalUrl, accessIpipeline };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

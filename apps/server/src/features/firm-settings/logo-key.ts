import { randomUUID } from 'node:crypto';
import type { LogoMimeType } from '@atrium/domain/contract/firm-settings';

// An uploaded logo is stored under firm-logos/{firmId}/{uuid}-{ext}: a new key per upload, so the URL that names
// it (?v=uuid) can be cached for good and a replaced logo is never served from a stale cache.
const extensionOf: Record<LogoMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
const typeOfExtension = new Map(
  Object.entries(extensionOf).map(([mime, ext]) => [ext, mime as LogoMimeType]),
);

export function newLogoKey(firmId: number, mime: LogoMimeType): string {
  return `firm-logos/${firmId}/${randomUUID()}-${extensionOf[mime]}`;
}

export function logoTypeOfKey(key: string): LogoMimeType | null {
  return typeOfExtension.get(key.slice(key.lastIndexOf('-') + 1)) ?? null;
}

// The part of the key that changes with every upload, for the logo URL's cache-busting version.
export function logoVersionOfKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name.slice(0, name.lastIndexOf('-'));
}

export const firmLogoPath = '/api/firm/logo';

// The firm's logoUrl: the default logo's address, or the uploaded one's with its version.
export function logoUrlOf(logoPath: string | null): string {
  return logoPath ? `${firmLogoPath}?v=${logoVersionOfKey(logoPath)}` : firmLogoPath;
}

import {
  firmSettingsMessages,
  type LogoMimeType,
  logoMaxPixels,
  logoMimeTypes,
  logoMinPixels,
} from '@atrium/domain/contract/firm-settings';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

export type CheckedLogo = { mime: LogoMimeType; width: number; height: number };
export type LogoProblem = { problem: string };

const isLogoType = (mime: string): mime is LogoMimeType =>
  (logoMimeTypes as readonly string[]).includes(mime);

// What the uploaded bytes are, whatever the file was called: PNG, JPEG or WebP by their magic numbers, with
// dimensions the header declares within bounds. SVG is refused outright: it is a document that can carry script,
// and a sanitiser is a larger attack surface than a logo needs. (The size limit is enforced while receiving.)
export async function checkLogo(bytes: Buffer): Promise<CheckedLogo | LogoProblem> {
  if (bytes.length === 0) return { problem: firmSettingsMessages.fileRequired };
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isLogoType(found.mime)) return { problem: firmSettingsMessages.logoType };
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { problem: firmSettingsMessages.logoUnreadable };
  }
  const { width, height } = size;
  const inBounds = (n: number) => Number.isInteger(n) && n >= logoMinPixels && n <= logoMaxPixels;
  if (!inBounds(width) || !inBounds(height)) return { problem: firmSettingsMessages.logoDimensions };
  return { mime: found.mime, width, height };
}

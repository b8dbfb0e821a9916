// A name a user gave a file, made safe to store, list and send back in Content-Disposition: no path (either
// slash), no control or bidirectional-override characters (which can disguise 'invoice‮fdp.exe'), no characters
// Windows forbids, no leading dots, at most 150 characters, and an extension that matches what the file is.

export const fileNameMaxLength = 150;

const forbidden = /[<>:"/\\|?*]/g;
// C0 and C1 controls, and the Unicode bidirectional controls and isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const invisible = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function safeFileName(
  original: string,
  extension: string,
  allowedExtensions: readonly string[] = [extension],
) {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(invisible, '')
    .replace(forbidden, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const currentExtension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = allowedExtensions.includes(currentExtension) ? name.slice(0, dot) : name;
  const ext = allowedExtensions.includes(currentExtension) ? currentExtension : extension;
  base = base.replace(/[.\s]+$/, '');
  if (!base) base = 'document';
  const room = fileNameMaxLength - ext.length - 1;
  name = `${[...base].slice(0, room).join('').trimEnd()}.${ext}`;
  return name;
}

// Content-Disposition for a download: a plain ASCII fallback and the exact name in RFC 5987 form.
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

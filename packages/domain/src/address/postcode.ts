// UK postcodes: normalised to capitals with one space before the inward code ('zz11zz' → 'ZZ1 1ZZ'), checked
// against the shape Royal Mail uses (outward A9, A99, AA9, AA99, A9A or AA9A; inward 9AA). The fictional 'ZZ'
// area is accepted: the demo dataset lives there.
const shape = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ([0-9][A-Z]{2})$/;

export const postcodeMessages = {
  invalid: 'Enter a full UK postcode, like SW1A 2AA.',
} as const;

// Null when the text cannot be a full UK postcode.
export function normalisePostcode(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return shape.test(spaced) ? spaced : null;
}

// The postcode sector: the outward code and the inward code's digit ('ZZ1 1ZZ' → 'ZZ1 1'), a few thousand
// addresses, used when a single postcode has too few sales for an average.
export function postcodeSector(postcode: string): string {
  return postcode.slice(0, -2);
}

// Postcode areas (the leading letters) in Scotland. TD15 (Berwick-upon-Tweed) is in England. Only a guide:
// whether someone is a Scottish taxpayer depends on their main home, so a caller can always name the region.
const scottishAreas = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);

export function isScottishPostcode(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const postcode = normalisePostcode(raw);
  if (!postcode) return false;
  const outward = postcode.split(' ')[0] as string;
  if (outward === 'TD15') return false;
  return scottishAreas.has(outward.replace(/[0-9].*$/, ''));
}

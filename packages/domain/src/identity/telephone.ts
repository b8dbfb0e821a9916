// Telephone numbers for text messages, in E.164 (+ country code, then the national number without its trunk 0), the
// only form SMS providers such as Twilio accept. A number written the national way ("07700 900789") takes the
// country of the person's region: the UK's +44, Ireland's +353 (Ofcom's and ComReg's numbering plans).

export type TelephoneRegion = 'uk' | 'ie';

const countryCodes: Record<TelephoneRegion, string> = { uk: '44', ie: '353' };

// Digits of the national significant number (after the trunk 0): UK 9–10 (Ofcom: 10 for mobiles and most
// geographic numbers, 9 for a few), Ireland 7–9 (ComReg: mobiles 08x + 7 digits = 9).
const nationalDigits: Record<TelephoneRegion, { min: number; max: number }> = {
  uk: { min: 9, max: 10 },
  ie: { min: 7, max: 9 },
};

const regions = Object.keys(countryCodes) as TelephoneRegion[];

function fitsPlan(region: TelephoneRegion, national: string): boolean {
  const { min, max } = nationalDigits[region];
  return national.length >= min && national.length <= max && !national.startsWith('0');
}

// The number in E.164, or null if it cannot be one. Spaces, dashes, dots and brackets are ignored; "00" is the
// international prefix; "+44 (0)7700 900789" drops the trunk 0 written after the country code.
export function toE164(input: string, region: TelephoneRegion): string | null {
  const compact = input.trim().replace(/[\s().\u00a0-]/g, '');
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^0\d+$/.test(compact)) {
    const national = compact.slice(1);
    return fitsPlan(region, national) ? `+${countryCodes[region]}${national}` : null;
  } else return null;

  for (const known of regions) {
    const code = countryCodes[known];
    if (!international.startsWith(code)) continue;
    let national = international.slice(code.length);
    if (national.startsWith('0')) national = national.slice(1);
    return fitsPlan(known, national) ? `+${code}${national}` : null;
  }
  // Another country: E.164 allows at most 15 digits; fewer than 8 is no mobile anywhere.
  return international.length >= 8 && international.length <= 15 && !international.startsWith('0')
    ? `+${international}`
    : null;
}

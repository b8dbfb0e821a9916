import type { Region } from '../contract/auth.ts';
import { compareIsoDates, parseIsoDate, todayIso } from './dates.ts';
import type { FieldDef } from './template.ts';

// `region`: whose identifier a national-id field holds (a UK client's National Insurance number, an Irish
// client's PPS number). Without it (the server checks a save against the one base template) either is accepted.
export type ValidateOptions = { today?: string; region?: Region };

const defaultMaxLength: Partial<Record<FieldDef['type'], number>> = {
  text: 255,
  textarea: 5000,
  email: 254,
  tel: 30,
  postcode: 10,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const telPattern = /^\+?[0-9 ()-]{6,30}$/;
// UK postcodes and Irish Eircodes, any case, spacing optional.
const postcodePattern =
  /^(?:[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}|[AC-FHKNPRTV-Y][0-9]{2}W? ?[0-9AC-FHKNPRTV-Y]{4})$/i;
const numericStringPattern = /^-?\d+(?:\.\d+)?$/;

const isDateOfBirth = (field: FieldDef) => field.key === 'date_of_birth';

function numberError(field: FieldDef, value: unknown): string | null {
  const digitsOnly = field.number?.minDigits !== undefined;
  // Digits kept as a string when leading zeros matter (minDigits); a JSON number otherwise.
  if (digitsOnly && typeof value === 'string') {
    if (!numericStringPattern.test(value)) return 'Enter a number.';
  } else if (typeof value !== 'number' || !Number.isFinite(value)) {
    return 'Enter a number.';
  }
  const n = Number(value);
  if (field.number?.noNegative && n < 0) return 'Enter a number that is not negative.';
  if (field.number?.noDecimal && !Number.isInteger(n)) return 'Enter a whole number.';
  if (
    field.type === 'percent' &&
    (n < -100 || n > 100) &&
    field.min === undefined &&
    field.max === undefined
  ) {
    return 'Enter a percentage between -100 and 100.';
  }
  if (field.min !== undefined && n < field.min) return `Enter ${field.min} or more.`;
  if (field.max !== undefined && n > field.max) return `Enter ${field.max} or less.`;
  if (Math.abs(n) > 1e12) return 'Enter a smaller number.';
  return null;
}

// A National Insurance number, as HMRC's National Insurance Manual NIM39110 describes it: two prefix letters,
// six digits and a suffix A, B, C or D. Neither prefix letter is D, F, I, Q, U or V, the second is not O, and the
// prefixes BG, GB, KN, NK, NT, TN and ZZ are not used.
const niShape = /^([A-Z]{2})\d{6}[A-D]$/;
const niPrefix = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]$/;
const unusedNiPrefixes = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
// A PPS number (gov.ie, "Personal Public Service Number"): seven digits, a check letter (A to W, the remainder
// of a modulus-23 sum with W for 0) and, on many, a second letter.
const ppsShape = /^\d{7}[A-W][A-Z]?$/;

const niMessage =
  'Enter a National Insurance number: two letters, six digits and A, B, C or D, like QQ 12 34 56 C.';
const ppsMessage = 'Enter a PPS number: seven digits and one or two letters, like 1234567FA.';

// What a person types, as it is saved: capitals, without spaces. The questionnaire shows this form once the
// field is left, so the change is seen, never made out of sight.
export const normaliseIdentifier = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

function niError(value: string): string | null {
  const prefix = niShape.exec(value)?.[1];
  if (!prefix) return niMessage;
  if (!niPrefix.test(prefix) || unusedNiPrefixes.has(prefix))
    return `${prefix} does not begin any National Insurance number: check the two letters.`;
  return null;
}

const ppsError = (value: string) => (ppsShape.test(value) ? null : ppsMessage);

function nationalIdError(value: string, region: Region | undefined): string | null {
  const saved = normaliseIdentifier(value);
  const ni = niError(saved);
  const pps = ppsError(saved);
  // Without a region, either will do; a refusal is worded for the one it looks like (digits first: a PPS number).
  const error = region === 'uk' ? ni : region === 'ie' ? pps : ni && pps && (/^\d/.test(saved) ? pps : ni);
  if (error) return error;
  return saved === value ? null : `Enter it in capitals without spaces: ${saved}.`;
}

function stringError(field: FieldDef, value: unknown, options: ValidateOptions): string | null {
  if (typeof value !== 'string') return 'Enter text.';
  const limit = field.maxLength ?? defaultMaxLength[field.type] ?? 255;
  if (value.length > limit) return `Use at most ${limit} characters.`;
  if (value === '') return null;
  if (field.format === 'national-id') return nationalIdError(value, options.region);
  if (field.type === 'email' && !emailPattern.test(value)) return 'Enter a valid email address.';
  if (field.type === 'tel' && !telPattern.test(value)) return 'Enter a valid telephone number.';
  if (field.type === 'postcode' && !postcodePattern.test(value.trim())) return 'Enter a valid postcode.';
  return null;
}

export const maxHoldings = 30;

// Fund holdings: [{fund, value}], a fund's name and its value in pounds or euros (either may be left empty).
function holdingsError(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Send the funds as a list.';
  if (value.length > maxHoldings) return `Add at most ${maxHoldings} funds.`;
  for (const row of value) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      return 'Give each fund a name and a value.';
    const { fund, value: amount, ...rest } = row as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return 'Give each fund only a name and a value.';
    if (fund !== null && typeof fund !== 'string') return 'Give each fund a name.';
    if (typeof fund === 'string' && fund.length > 150) return 'Use at most 150 characters for a fund name.';
    if (amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount)))
      return 'Give each fund’s value as a number.';
    if (typeof amount === 'number' && (amount < 0 || amount > 1e12))
      return 'Give each fund’s value as an amount that is not negative.';
  }
  return null;
}

// Whether `value` may be saved to this field: null (or '' for text-like fields) clears it; otherwise it must
// be of the field's type and within its bounds and options. Required fields are checked on submit, not here.
export function validateFieldValue(
  field: FieldDef,
  value: unknown,
  options: ValidateOptions = {},
): string | null {
  if (value === null) return null;
  const optionValues = field.options?.map((option) => option.value) ?? [];
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'tel':
    case 'postcode':
      return stringError(field, value, options);
    case 'number':
    case 'currency':
    case 'percent':
      return numberError(field, value);
    case 'date': {
      const date = parseIsoDate(value);
      if (!date) return 'Enter a real date as YYYY-MM-DD.';
      if (date.year < 1900) return 'Enter a date after 1900.';
      const today = parseIsoDate(options.today ?? todayIso());
      if (isDateOfBirth(field) && today && compareIsoDates(date, today) > 0) {
        return 'The date of birth cannot be in the future.';
      }
      return null;
    }
    case 'select':
    case 'radio':
      return typeof value === 'string' && optionValues.includes(value) ? null : 'Choose one of the options.';
    case 'yesno':
      return typeof value === 'boolean' ? null : 'Choose yes or no.';
    case 'multiselect': {
      if (!Array.isArray(value)) return 'Choose from the options.';
      if (!value.every((v) => typeof v === 'string' && optionValues.includes(v)))
        return 'Choose only from the options.';
      if (new Set(value).size !== value.length) return 'Choose each option once.';
      if (value.length > 0 && field.min !== undefined && value.length < field.min)
        return `Choose at least ${field.min}.`;
      if (field.max !== undefined && value.length > field.max) return `Choose at most ${field.max}.`;
      return null;
    }
    case 'holdings':
      return holdingsError(value);
  }
}

// Whether a field counts as answered, for the required check on submit.
export function isFieldAnswered(field: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (field.type === 'multiselect')
    return Array.isArray(value) && value.length >= Math.max(field.min ?? 1, 1);
  if (field.type === 'holdings') return Array.isArray(value) && value.length > 0;
  return true;
}

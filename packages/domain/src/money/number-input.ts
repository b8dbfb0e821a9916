// The fact-find's number inputs. Two stages, because a value being typed is not yet a value:
// - while typing, only the character rules apply (a half-typed '-' or '.' must survive the keystroke);
// - when the value is committed (blur, save), every rule applies: lone '.' or '-' → empty, leading-zero
//   padding, fill-empty, clamping to min and max.

export type NumberInputOptions = {
  noNegative?: boolean;
  noDecimal?: boolean;
  // The least number of digits before the decimal point; 1 unless given.
  minDigits?: number;
  // On unless turned off. An empty value becomes zeros of the minimum length.
  fillEmpty?: boolean;
  min?: number;
  max?: number;
};

// Keeps digits, '.' and '-', then only what can make a number: one '-' and only in front,
// one '.'. The options remove '-' (no-negative) and '.' (no-decimal) altogether.
export function sanitiseNumberTyping(raw: string, options: NumberInputOptions = {}): string {
  let value = raw.replace(/[^0-9.-]/g, '');
  if (options.noNegative) value = value.replaceAll('-', '');
  if (options.noDecimal) value = value.replaceAll('.', '');
  const isNegative = value.startsWith('-');
  value = value.replaceAll('-', '');
  const point = value.indexOf('.');
  if (point !== -1) value = value.slice(0, point + 1) + value.slice(point + 1).replaceAll('.', '');
  return isNegative ? `-${value}` : value;
}

function padInteger(value: string, minDigits: number): string {
  const isNegative = value.startsWith('-');
  const unsigned = isNegative ? value.slice(1) : value;
  const point = unsigned.indexOf('.');
  const integer = point === -1 ? unsigned : unsigned.slice(0, point);
  const fraction = point === -1 ? '' : unsigned.slice(point);
  const padded = integer.padStart(minDigits, '0');
  return `${isNegative ? '-' : ''}${padded}${fraction}`;
}

// Which bound a value was raised or lowered to, if any.
export type ClampedTo = 'min' | 'max';

function clamp(
  value: string,
  min: number | undefined,
  max: number | undefined,
): { value: string; clampedTo: ClampedTo | null } {
  if (value === '') return { value, clampedTo: null };
  const number = Number(value);
  if (min !== undefined && number < min) return { value: String(min), clampedTo: 'min' };
  if (max !== undefined && number > max) return { value: String(max), clampedTo: 'max' };
  return { value, clampedTo: null };
}

// A committed value and, when the person typed a number outside the field's bounds, which bound replaced it
// (so the field can say so: the spec's clamping stays, but nobody's answer changes without a word). An empty
// value filled and raised to the minimum was not typed, so it reports no clamping.
export type CommittedNumber = { value: string; clampedTo: ClampedTo | null };

// The committed value, every one of the fact-find's number rules in its order: sanitise, lone '.'/'-' → empty, pad,
// fill-empty, clamp (clamping may shorten the value, so the padding is applied again).
export function commitNumberInput(raw: string, options: NumberInputOptions = {}): CommittedNumber {
  const minDigits = Math.max(1, Math.floor(options.minDigits ?? 1));
  const fillEmpty = options.fillEmpty ?? true;
  let value = sanitiseNumberTyping(raw, options);
  // A '.' or '-' without a digit is not a number: empty, as a lone '.' or '-' is.
  if (!/\d/.test(value)) value = '';
  if (value.endsWith('.')) value = value.slice(0, -1);
  const isTyped = value !== '';
  if (value !== '') value = padInteger(value, minDigits);
  if (value === '' && fillEmpty) value = '0'.repeat(minDigits);
  const clamped = clamp(value, options.min, options.max);
  return {
    value: clamped.value === '' ? '' : padInteger(clamped.value, minDigits),
    clampedTo: isTyped ? clamped.clampedTo : null,
  };
}

export function normaliseNumberInput(raw: string, options: NumberInputOptions = {}): string {
  return commitNumberInput(raw, options).value;
}

// An all-zero value ('0', '00', '0.00') is cleared when the input gains focus, so typing
// replaces it instead of appending to it.
export function isAllZero(value: string): boolean {
  return /^-?0+(\.0*)?$/.test(value) || /^-?0*\.0+$/.test(value);
}

// The number a committed value stands for; null when empty.
export function toNumberValue(value: string): number | null {
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

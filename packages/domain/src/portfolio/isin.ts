// ISO 6166 International Securities Identification Number: two letters (the issuing country), nine letters or
// digits (the national code), one check digit. The check digit is the Luhn ("modulus 10, double add double")
// digit over the code with each letter replaced by its number (A = 10 … Z = 35).

const shape = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

// Upper-cases and removes spaces, the forms fund factsheets print ("GB00 B3X7 QG63").
export function normaliseIsin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isinCheckDigit(first11: string): number {
  const digits = [...first11].map((char) => Number.parseInt(char, 36)).join('');
  let sum = 0;
  // Luhn: from the rightmost digit of the payload, double every other digit, starting with that one.
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(input: string): boolean {
  if (!shape.test(input)) return false;
  return isinCheckDigit(input.slice(0, 11)) === Number(input[11]);
}

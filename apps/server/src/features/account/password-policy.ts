import { readFileSync } from 'node:fs';
import { passwordMessages, passwordRules } from '@atrium/domain/contract/account';

// NIST SP 800-63B §5.1.1.2: length in code points, no composition rules, refused when it
// is a commonly used password or built on the user's or the firm's name.
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

const lettersAndDigits = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

// "Password12345!" is "password" with decoration: strip trailing and leading digits and symbols too.
function isCommon(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core.length >= 4 && commonPasswords.has(core);
}

export type PasswordContext = { email: string; firmName: string };

// Every rule the password breaks, each with its own message (422 errors.password).
export function passwordProblems(password: string, context: PasswordContext): string[] {
  const length = [...password.normalize('NFKC')].length;
  if (length < passwordRules.minLength) return [passwordMessages.tooShort];
  if (length > passwordRules.maxLength) return [passwordMessages.tooLong];
  const problems: string[] = [];
  if (isCommon(password)) problems.push(passwordMessages.common);
  const flat = lettersAndDigits(password);
  const localPart = lettersAndDigits(context.email.split('@')[0] ?? '');
  if (localPart.length >= 3 && flat.includes(localPart)) problems.push(passwordMessages.containsEmail);
  const firm = lettersAndDigits(context.firmName);
  if (firm.length >= 4 && flat.includes(firm)) problems.push(passwordMessages.containsFirm);
  return problems;
}

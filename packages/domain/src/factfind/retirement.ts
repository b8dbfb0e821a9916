import { parseIsoDate } from './dates.ts';
import { isRetired } from './employment.ts';

// Date of birth plus desired_retirement_age years, as 'YYYY-MM'; empty for retired people and when
// either input is missing or not valid.
export function retirementDate(
  dateOfBirth: unknown,
  desiredRetirementAge: unknown,
  employmentStatus?: unknown,
): string {
  if (isRetired(employmentStatus)) return '';
  const born = parseIsoDate(dateOfBirth);
  const age = typeof desiredRetirementAge === 'string' ? Number(desiredRetirementAge) : desiredRetirementAge;
  if (!born || typeof age !== 'number' || !Number.isInteger(age) || age < 0 || age > 150) return '';
  if (desiredRetirementAge === '') return '';
  const year = String(born.year + age).padStart(4, '0');
  return `${year}-${String(born.month).padStart(2, '0')}`;
}

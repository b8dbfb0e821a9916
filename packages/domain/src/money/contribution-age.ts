import { type CalendarDate, parseIsoDate } from '../factfind/dates.ts';

// When an employee stops paying social insurance on their pay because of their age, and which pay days of a tax
// year still carry it.
// Sources:
// - UK: employees over State Pension age pay no Class 1 employee NI (category C) from the first pay day after they
//   reach it (gov.uk "National Insurance rates and categories"). State Pension age by
//   date of birth: Pensions Act 2011 s.1 (66 for those born 6 October 1954 – 5 April 1960), Pensions Act 2014 s.26
//   and Schedule 12 (66 years and 1–11 months for those born 6 April 1960 – 5 March 1961; 67 from 6 March 1961);
//   Pensions Act 2007 Schedule 3 (inserting the table in Pensions Act 1995 Schedule 4 paragraph 1): born 6 April
//   1977 – 5 April 1978, a fixed day from 6 May 2044 to 6 March 2046; born from 6 April 1978, 68. The lifetime
//   forecast needs all of it (packages/domain/src/forecast/projection.ts pays the State Pension from this date).
// - Ireland: class A employee PRSI is not payable from age 66 (gov.ie "PRSI contribution rates"; citizensinformation
//   .ie "PRSI"), from the first pay day after the 66th birthday.

const toIso = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

// The same day `years` and `months` later; a day the target month lacks (29 February, 31st) becomes its last day.
function addYearsMonths(date: CalendarDate, years: number, months: number): CalendarDate {
  const total = date.year * 12 + (date.month - 1) + years * 12 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

const before = (a: CalendarDate, b: CalendarDate) =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

// The date a person born on `dateOfBirth` reaches UK State Pension age; null for an unknown or invalid date.
export function ukStatePensionDate(dateOfBirth: unknown): string | null {
  const born = parseIsoDate(dateOfBirth);
  if (!born) return null;
  // Born 6 April 1960 – 5 March 1961: one more month for each month (counted from the 6th) born after 5 April 1960.
  if (!before(born, { year: 1960, month: 4, day: 6 }) && before(born, { year: 1961, month: 3, day: 6 })) {
    const monthsAfter = (born.year - 1960) * 12 + (born.month - 4) - (born.day < 6 ? 1 : 0);
    return toIso(addYearsMonths(born, 66, monthsAfter + 1));
  }
  // Born 6 April 1977 – 5 April 1978: a fixed day, 6 May 2044 for the first month of births (6 April – 5 May
  // 1977) and two months later for each later month, to 6 March 2046.
  if (!before(born, { year: 1977, month: 4, day: 6 }) && before(born, { year: 1978, month: 4, day: 6 })) {
    const monthsAfter = (born.year - 1977) * 12 + (born.month - 4) - (born.day < 6 ? 1 : 0);
    return toIso(addYearsMonths({ year: 2044, month: 5, day: 6 }, 0, 2 * monthsAfter));
  }
  // Everyone born before 6 April 1960 reached it at 66 at the latest (earlier rules only make it sooner, and
  // all of them are years past it in any tax year held here); 67 to 5 April 1977, 68 from 6 April 1978.
  if (before(born, { year: 1960, month: 4, day: 6 })) return toIso(addYearsMonths(born, 66, 0));
  return toIso(addYearsMonths(born, before(born, { year: 1977, month: 4, day: 6 }) ? 67 : 68, 0));
}

// The 66th birthday, from which Irish class A employee PRSI stops.
export function irishPrsiEndDate(dateOfBirth: unknown): string | null {
  const born = parseIsoDate(dateOfBirth);
  return born ? toIso(addYearsMonths(born, 66, 0)) : null;
}

// For each of the twelve monthly pay days of a year that starts in `firstMonth` (paid on each month's last day),
// whether the contribution is still due: it is until the pay day on or after `endsOn`. No end date: all twelve.
export function monthsLiable(firstMonth: { year: number; month: number }, endsOn: string | null): boolean[] {
  const end = parseIsoDate(endsOn);
  return Array.from({ length: 12 }, (_, index) => {
    if (!end) return true;
    const total = firstMonth.year * 12 + (firstMonth.month - 1) + index;
    const year = Math.floor(total / 12);
    const month = (total % 12) + 1;
    const payDay = { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
    return before(payDay, end);
  });
}

import type { ForecastPerson, PensionKind } from './plan.ts';

// The earliest a pension may be drawn (and its tax-free cash taken), in years of age reached in a calendar year:
// - UK: the normal minimum pension age, 55, rising to 57 on 6 April 2028 (Finance Act 2004 s.279 as amended by
//   Finance Act 2022 s.10; gov.uk "Increasing normal minimum pension age"). Counted by calendar year: 55 to 2027,
//   57 from 2028. Protected pension ages and ill-health retirement are not modelled.
// - Ireland: personal pensions and PRSAs from 60; an occupational scheme from its normal retirement age (60 here),
//   or from 50 on retiring from the employment (revenue.ie "Pensions Manual" chapters 7 and 24), counted as a year
//   in which the person is no longer paid a salary or profit.
export const ukMinimumPensionAge = { before2028: 55, from2028: 57, changeYear: 2028 } as const;
export const ieMinimumPensionAge = { personal: 60, occupational: 60, onRetiring: 50 } as const;

export function minimumPensionAgeAllows(
  person: Pick<ForecastPerson, 'region' | 'retirementAge' | 'salary' | 'bonus' | 'selfEmployed'>,
  birthYear: number,
  kind: PensionKind,
  age: number,
): boolean {
  if (person.region !== 'ie') {
    const year = birthYear + age;
    return (
      age >=
      (year < ukMinimumPensionAge.changeYear ? ukMinimumPensionAge.before2028 : ukMinimumPensionAge.from2028)
    );
  }
  if (kind === 'personal') return age >= ieMinimumPensionAge.personal;
  const earning =
    age < person.retirementAge && person.salary + (person.bonus ?? 0) + (person.selfEmployed ?? 0) > 0;
  return age >= ieMinimumPensionAge.occupational || (age >= ieMinimumPensionAge.onRetiring && !earning);
}

import type { ForecastAssumptionsBody } from '@atrium/domain/contract/forecast';
import type { Pot } from '@atrium/domain/forecast/plan';

// The admin's assumptions form (components/assumptions-page.tsx): every number as typed, at its path in the
// assumptions (packages/domain/src/contract/forecast.ts forecastAssumptionsSchema), so the server's 422 for
// 'assumptions.returns.pensions.volatility' lands beside that box (useAppForm's serverPrefix, ui/form.tsx). Shares are typed in percent (2.5 for 0.025).

export type NumberField = {
  path: string; // within the assumptions
  label: string;
  unit: 'percent' | 'amount' | 'age';
  hint?: string;
};

export type FieldGroup = { title: string; description?: string; fields: NumberField[] };

const distribution = (what: string, path: string): NumberField[] => [
  { path: `${path}.mean`, label: `${what}: return a year (%)`, unit: 'percent' },
  { path: `${path}.volatility`, label: `${what}: volatility (%)`, unit: 'percent' },
];

export const fieldGroups: FieldGroup[] = [
  {
    title: 'Prices',
    fields: [
      { path: 'inflation.mean', label: 'Inflation a year (%)', unit: 'percent' },
      { path: 'inflation.volatility', label: 'Inflation volatility (%)', unit: 'percent' },
    ],
  },
  {
    title: 'Returns, before charges',
    description:
      'Volatility is how far a year’s return may stray from the average (one standard deviation); the Monte Carlo run draws each year’s return from both.',
    fields: [
      ...distribution('Cash', 'returns.cash'),
      ...distribution('ISAs and general investments', 'returns.investments'),
      ...distribution('Pensions', 'returns.pensions'),
    ],
  },
  {
    title: 'Charges a year',
    fields: [
      { path: 'charges.investments', label: 'ISAs and general investments (%)', unit: 'percent' },
      { path: 'charges.pensions', label: 'Pensions (%)', unit: 'percent' },
    ],
  },
  {
    title: 'State Pension, full rate a year in today’s money',
    fields: [
      { path: 'statePension.uk', label: 'UK new State Pension (£)', unit: 'amount' },
      { path: 'statePension.ie', label: 'Irish contributory State Pension (€)', unit: 'amount' },
      {
        path: 'statePension.realGrowth',
        label: 'Growth above inflation (%)',
        unit: 'percent',
        hint: '0 assumes it rises with prices only.',
      },
    ],
  },
  {
    title: 'Later life',
    fields: [
      {
        path: 'laterLife.fromAge',
        label: 'From the younger person’s age',
        unit: 'age',
        hint: 'Lifestyle spending falls from this age.',
      },
      { path: 'laterLife.lifestyleReduction', label: 'Fall in lifestyle spending (%)', unit: 'percent' },
    ],
  },
];

export const potLabels: Record<Pot, string> = {
  cash: 'Cash',
  isa: 'ISAs',
  gia: 'General investments',
  pensions: 'Pensions',
};

// The form's values: the assumptions' own shape (React Hook Form reads the dotted paths as nested values), every
// number as the text typed.
type AsTyped<T> = T extends number
  ? string
  : T extends string | readonly unknown[]
    ? T
    : { [K in keyof T]: AsTyped<T[K]> };
export type AssumptionsForm = Omit<AsTyped<ForecastAssumptionsBody>, 'drawdownOrder'> & {
  drawdownOrder: Pot[];
};

const allFields = fieldGroups.flatMap((group) => group.fields);

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) current = (current as Record<string, unknown>)[key];
  return current;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    current[key] = { ...((current[key] as Record<string, unknown> | undefined) ?? {}) };
    current = current[key] as Record<string, unknown>;
  }
  current[keys.at(-1) as string] = value;
}

// A percentage shown to at most 2 decimal places, without floating-point noise (0.075 → "7.5").
const percentText = (share: number) => String(Math.round(share * 10_000) / 100);

// A box's number, '7.25 %' read as 7.25; NaN when it is not one.
const numberIn = (text: unknown) => {
  const bare = String(text ?? '').replace(/[,%£€\s]/g, '');
  return bare === '' ? Number.NaN : Number(bare);
};

export function formOf(assumptions: ForecastAssumptionsBody): AssumptionsForm {
  const values: Record<string, unknown> = {
    thresholds: assumptions.thresholds,
    drawdownOrder: [...assumptions.drawdownOrder],
  };
  for (const field of allFields) {
    const value = valueAt(assumptions, field.path) as number;
    setAt(values, field.path, field.unit === 'percent' ? percentText(value) : String(value));
  }
  return values as AssumptionsForm;
}

// The form's check (useAppForm's `check`): the boxes that are not numbers, by path. The range of each value is the
// server's to check (its 422 names the field), so only "is it a number" is checked here.
export function numberErrors(form: AssumptionsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of allFields) {
    if (!Number.isFinite(numberIn(valueAt(form, field.path)))) errors[field.path] = 'Enter a number.';
  }
  return errors;
}

// The assumptions the form stands for (once numberErrors finds none): shares typed in percent as fractions.
export function assumptionsOf(form: AssumptionsForm): ForecastAssumptionsBody {
  const result: Record<string, unknown> = {};
  for (const field of allFields) {
    const number = numberIn(valueAt(form, field.path));
    setAt(result, field.path, field.unit === 'percent' ? Math.round(number * 100) / 10_000 : number);
  }
  return {
    ...(result as Omit<ForecastAssumptionsBody, 'thresholds' | 'drawdownOrder'>),
    thresholds: form.thresholds,
    drawdownOrder: form.drawdownOrder,
  };
}

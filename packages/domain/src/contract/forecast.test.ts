import { describe, expect, it } from 'vitest';
import { defaultAssumptions } from '../forecast/projection.ts';
import {
  forecastAssumptionsSchema,
  forecastScenarioSchema,
  updateScenarioRequestSchema,
} from './forecast.ts';

describe('forecast contract', () => {
  it('accepts the engine defaults unchanged', () => {
    expect(forecastAssumptionsSchema.parse(defaultAssumptions)).toEqual(defaultAssumptions);
  });

  it('refuses values out of range beside each field', () => {
    const result = forecastAssumptionsSchema.safeParse({
      ...defaultAssumptions,
      inflation: { mean: 0.5, volatility: 0.01 },
      returns: { ...defaultAssumptions.returns, pensions: { mean: 0.06, volatility: -0.1 } },
      laterLife: { fromAge: 40, lifestyleReduction: 0.2 },
      drawdownOrder: ['cash', 'cash', 'gia', 'pensions'],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual([
      'drawdownOrder',
      'inflation.mean',
      'laterLife.fromAge',
      'returns.pensions.volatility',
    ]);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'inflation.mean')?.message).toBe(
      'Inflation must be between -5 % and 20 %.',
    );
  });

  it('checks a scenario and a change to one', () => {
    const scenario = {
      retireYears: 2,
      spendingPercent: -10,
      lumpSum: { year: 2030, amount: 20000 },
      marketFallYear: 2028,
    };
    expect(forecastScenarioSchema.parse(scenario)).toEqual(scenario);
    expect(forecastScenarioSchema.safeParse({ ...scenario, retireYears: 1.5 }).success).toBe(false);
    expect(
      forecastScenarioSchema.safeParse({ ...scenario, lumpSum: { year: 2030, amount: 0 } }).success,
    ).toBe(false);
    // Each person's own years: the partner's within the same range, refused beside its field.
    expect(forecastScenarioSchema.parse({ ...scenario, partnerRetireYears: -3 })).toEqual({
      ...scenario,
      partnerRetireYears: -3,
    });
    const partner = forecastScenarioSchema.safeParse({ ...scenario, partnerRetireYears: 16 });
    expect(partner.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['partnerRetireYears', 'Choose between 15 years earlier and 15 years later for the partner.'],
    ]);
    expect(updateScenarioRequestSchema.safeParse({}).success).toBe(false);
    expect(updateScenarioRequestSchema.parse({ name: '  Retire at 60 ' })).toEqual({ name: 'Retire at 60' });
  });
});

import { forecastAssumptionsSchema } from '@atrium/domain/contract/forecast';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { describe, expect, it } from 'vitest';
import { assumptionsOf, formOf, serverErrors } from './assumptions-form.ts';

describe('the assumptions form', () => {
  it('shows shares in percent and reads them back exactly', () => {
    const form = formOf(defaultAssumptions);
    expect(form.numbers['inflation.mean']).toBe('2.5');
    expect(form.numbers['charges.pensions']).toBe('0.75');
    expect(form.numbers['statePension.uk']).toBe(String(241.3 * 52));
    expect(form.numbers['laterLife.fromAge']).toBe('75');
    const read = assumptionsOf(form);
    expect(read).toEqual({ assumptions: defaultAssumptions });
    // What it sends passes the contract's schema as it is.
    if ('assumptions' in read)
      expect(forecastAssumptionsSchema.safeParse(read.assumptions).success).toBe(true);
  });

  it('refuses a box that is not a number, naming it, and takes "7.25 %" as 0.0725', () => {
    const form = formOf(defaultAssumptions);
    form.numbers['returns.cash.mean'] = '';
    form.numbers['returns.pensions.volatility'] = 'high';
    expect(assumptionsOf(form)).toEqual({
      errors: { 'returns.cash.mean': 'Enter a number.', 'returns.pensions.volatility': 'Enter a number.' },
    });
    form.numbers['returns.cash.mean'] = '7.25 %';
    form.numbers['returns.pensions.volatility'] = '12';
    const read = assumptionsOf(form);
    expect('assumptions' in read && read.assumptions.returns.cash.mean).toBe(0.0725);
  });

  it('puts the server’s 422 keys beside the form’s boxes', () => {
    expect(
      serverErrors({
        'assumptions.returns.pensions.volatility': ['Too high.', 'Second message.'],
        'assumptions.drawdownOrder.2': ['List each once.'],
        assumptions: ['Whole form.'],
      }),
    ).toEqual({
      'returns.pensions.volatility': 'Too high.',
      drawdownOrder: 'List each once.',
      assumptions: 'Whole form.',
    });
  });
});

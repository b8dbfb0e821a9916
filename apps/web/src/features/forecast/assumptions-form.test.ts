import { forecastAssumptionsSchema } from '@atrium/domain/contract/forecast';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { serverFieldErrors } from '../../ui/form.tsx';
import { assumptionsOf, formOf, numberErrors } from './assumptions-form.ts';

describe('the assumptions form', () => {
  it('shows shares in percent and reads them back exactly', () => {
    const form = formOf(defaultAssumptions);
    expect(form.inflation.mean).toBe('2.5');
    expect(form.charges.pensions).toBe('0.75');
    expect(form.statePension.uk).toBe(String(241.3 * 52));
    expect(form.laterLife.fromAge).toBe('75');
    expect(numberErrors(form)).toEqual({});
    const read = assumptionsOf(form);
    expect(read).toEqual(defaultAssumptions);
    // What it sends passes the contract's schema as it is.
    expect(forecastAssumptionsSchema.safeParse(read).success).toBe(true);
  });

  it('refuses a box that is not a number, naming it, and takes "7.25 %" as 0.0725', () => {
    const form = formOf(defaultAssumptions);
    form.returns.cash.mean = '';
    form.returns.pensions.volatility = 'high';
    expect(numberErrors(form)).toEqual({
      'returns.cash.mean': 'Enter a number.',
      'returns.pensions.volatility': 'Enter a number.',
    });
    form.returns.cash.mean = '7.25 %';
    form.returns.pensions.volatility = '12';
    expect(numberErrors(form)).toEqual({});
    expect(assumptionsOf(form).returns.cash.mean).toBe(0.0725);
  });

  it('puts the server’s 422 keys beside the form’s boxes', () => {
    // The page's fields as the server names them (useAppForm's serverPrefix 'assumptions.'): the top-level keys.
    const fields = Object.keys(formOf(defaultAssumptions)).map((name) => `assumptions.${name}`);
    const error = new ApiError(422, 'Invalid.', {
      'assumptions.returns.pensions.volatility': ['Too high.', 'Second message.'],
      'assumptions.drawdownOrder.2': ['List each once.'],
      assumptions: ['Whole form.'],
    });
    expect(serverFieldErrors(error, fields)).toEqual({
      'assumptions.returns.pensions.volatility': 'Too high.',
      'assumptions.drawdownOrder.2': 'List each once.',
    });
  });
});

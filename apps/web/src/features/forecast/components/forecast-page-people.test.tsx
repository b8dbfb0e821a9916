import type { User } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { explainForecast } from '@atrium/domain/forecast/explain';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { formatMoney } from '@atrium/domain/money/format';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../../test/factfind-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointClient } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { answerStandardAssumptions, planOf } from '../testing.ts';

// A couple who both work: each has their own retirement lever, named from the reader's side, and the page says
// what the forecast assumes in the words the PDF prints (packages/domain/src/forecast/explain.ts).
const couple = {
  joint: true,
  personal_details_client1: { first_name: 'James', date_of_birth: '1975-04-12' },
  personal_details_client2: { first_name: 'Emma', date_of_birth: '1977-09-30' },
  employment_client1: { employment_status: 'Employed', desired_retirement_age: 63 },
  employment_client2: { employment_status: 'Employed', desired_retirement_age: 60 },
  income: {
    items: [
      { type: 'salary', owner: 'client1', gross_amount: 60000, gross_amount_frequency: 'annually' },
      { type: 'salary', owner: 'client2', gross_amount: 30000, gross_amount_frequency: 'annually' },
    ],
  },
  investments: { items: [{ type: 'savings', value: 40000 }] },
  pensions: {
    items: [
      { type: 'workplace_dc', owner: 'client1', current_value: 150000, employee_contribution: 5 },
      { type: 'workplace_dc', owner: 'client2', current_value: 60000, employee_contribution: 5 },
    ],
  },
  expenditure: { food: 3000 },
};

function openAs(user: User) {
  signInAs(user);
  answerStandardAssumptions();
  answer('GET /api/forecast/scenarios', { status: 200, body: { data: [] } });
  const body: PortalChangesResponse = { ...notStartedFactFind, factFindsCreated: 1, factFind: couple };
  answer(`GET ${factFindPath}`, { status: 200, body });
  return renderApp('/forecast');
}

const steady = /^If markets returned exactly the assumed figures every year/;

preloadRoutes('app-layout', 'forecast');

describe('the Forecast page for a couple', () => {
  it('gives each person their own retirement lever, "you" first for the client', async () => {
    const { user } = openAs(jointClient);
    await screen.findByText(steady, {}, firstRender);
    const you = screen.getByRole('spinbutton', { name: 'You: retire later (years)' });
    const partner = screen.getByRole('spinbutton', { name: 'Your partner: retire later (years)' });
    expect(you).toHaveAccessibleDescription('Negative to retire earlier. Retiring at 63.');
    expect(partner).toHaveAccessibleDescription('Negative to retire earlier. Retiring at 60.');
    // Emma retires two years later; James stays: only her age moves.
    await user.click(screen.getByRole('button', { name: 'Your partner: retire later (years): 1 more' }));
    await user.click(screen.getByRole('button', { name: 'Your partner: retire later (years): 1 more' }));
    expect(await screen.findByText('Negative to retire earlier. Retiring at 62.')).toBeInTheDocument();
    expect(you).toHaveAccessibleDescription('Negative to retire earlier. Retiring at 63.');
  });

  it('reads the other way round for the partner signed in', async () => {
    openAs({
      ...jointClient,
      household: { person: 2, partner: { name: 'James Carter', invited: true, has_sign_in: true } },
    });
    await screen.findByText(steady, {}, firstRender);
    // Client 1 (James) is "your partner" to Emma.
    expect(
      screen.getByRole('spinbutton', { name: 'Your partner: retire later (years)' }),
    ).toHaveAccessibleDescription('Negative to retire earlier. Retiring at 63.');
    expect(screen.getByRole('spinbutton', { name: 'You: retire later (years)' })).toHaveAccessibleDescription(
      'Negative to retire earlier. Retiring at 60.',
    );
  });

  it('shows each State Pension date, and every assumption in the words the PDF prints', async () => {
    openAs(jointClient);
    await screen.findByText(steady, {}, firstRender);
    // James, born 12 April 1975: 67. Emma, born 30 September 1977: the 1977–78 phasing, 6 March 2045.
    expect(
      screen.getByText('State Pension from 12 April 2042 for you and 6 March 2045 for your partner.'),
    ).toBeVisible();
    const limits = screen.getByRole('region', { name: 'What this forecast is, and is not' });
    const plan = planOf(couple);
    const explained = explainForecast({
      plan,
      projection: projectCashflow(plan, defaultAssumptions),
      assumptions: defaultAssumptions,
      version: 0,
      names: ['you', 'your partner'],
      money: (amount, region) => formatMoney(amount, region === 'ie' ? '€' : '£', { whole: true }),
    });
    for (const line of explained.assumptions) {
      expect(within(limits).getByText(line.text)).toBeVisible();
    }
    expect(within(limits).getByText(/frozen by law to 5 April 2031/)).toBeVisible();
    expect(within(limits).getByText(/so both of you use your allowances/)).toBeVisible();
  });
});

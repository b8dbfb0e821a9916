import type { ManagedAccount } from './totals.ts';

// A joint household with an answer of every kind the fact-find holds money in: every frequency (some left at the
// form's default, as a client leaves them), a property owned in part, accounts the firm also records, pensions with
// and without a pot, cover paid as a lump sum and as an income, dependants' future costs and goals. The section
// totals' test works its figures out by hand (section-totals.test.ts) and the PDF's test reads each of them back
// (apps/server/src/features/adviser-factfind/pdf-household.test.ts).

export const everyKindHousehold = () => ({
  joint: true,
  personal_details_client1: {
    first_name: 'James',
    last_name: 'Carter',
    date_of_birth: '1978-04-12',
    ni_number: 'AB123456C',
  },
  personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1980-09-03' },
  employment_client1: {
    employment_status: 'Employed',
    occupation: 'Architect',
    employer: 'Northgate Design',
  },
  employment_client2: { employment_status: 'Self-employed', occupation: 'Teacher' },
  current_address: {
    postcode: 'ZZ1 1ZZ',
    address_line_1: '1 High Street',
    ownership_status: 'Own (Mortgaged)',
    pricePaid: 425000,
    valuation: 410000,
  },
  dependants: {
    has_dependants: true,
    items: [
      {
        first_name: 'Lily',
        relationship: 'Daughter',
        dependent_of: 'joint',
        future_need: 'University',
        future_need_amount: 27000,
      },
      {
        first_name: 'Tom',
        relationship: 'Son',
        dependent_of: 'client2',
        future_need: 'House deposit',
        future_need_amount: 20000,
      },
      // An amount without its need: never asked (the amount is asked once a need is chosen), so not counted.
      { first_name: 'Ada', relationship: 'Parent', dependent_of: 'client1', future_need_amount: 5000 },
    ],
  },
  income: {
    items: [
      // Left at the form's default frequency: yearly.
      {
        type: 'salary',
        owner: 'client1',
        source: 'Northgate Design',
        gross_amount: 72000,
        pension_percent: 5,
        pension_method: 'salary_sacrifice',
      },
      {
        type: 'salary',
        owner: 'client2',
        gross_amount: 2850,
        gross_amount_frequency: 'monthly',
        student_loan: 'plan2',
      },
      {
        type: 'rental',
        owner: 'joint',
        gross_amount: 950,
        gross_amount_frequency: 'monthly',
        net_amount: 700,
        net_amount_frequency: 'monthly',
      },
      { type: 'bonus', owner: 'client1', gross_amount: 1500, gross_amount_frequency: 'quarterly' },
      { type: 'overtime', owner: 'client2', gross_amount: 40, gross_amount_frequency: 'weekly' },
      { type: 'maintenance', owner: 'client2', gross_amount: 120, gross_amount_frequency: 'fortnightly' },
      { type: 'dividends', owner: 'client1', gross_amount: 65, gross_amount_frequency: 'four_weekly' },
    ],
  },
  expenditure: {
    // Left at the form's default frequency: monthly.
    mortgage_rent: 1650,
    council_tax: 2100,
    council_tax_frequency: 'annually',
    food: 140,
    food_frequency: 'weekly',
    utilities: 300,
    utilities_frequency: 'quarterly',
    holidays: 4200,
    holidays_frequency: 'annually',
    eating_out: 90,
    eating_out_frequency: 'fortnightly',
    clothing: 50,
    clothing_frequency: 'four_weekly',
    pets: 38.5,
  },
  property: {
    items: [
      {
        type: 'buy_to_let',
        owner: 'joint',
        ownership_share: 50,
        address_line_1: '4 Mill Lane, Leeds',
        value: 210000,
        purchase_price: 150000,
        rent_received: 950,
      },
      {
        type: 'holiday_home',
        owner: 'client1',
        address_line_1: 'Seaview, Whitby',
        value: 180000.5,
        tenure: 'freehold',
      },
    ],
  },
  investments: {
    items: [
      {
        type: 'stocks_shares_isa',
        provider: 'Aviva',
        reference: 'ISA-204817',
        owner: 'client1',
        value: 50000,
      },
      { type: 'savings', provider: 'Nationwide', owner: 'joint', value: 12500.5, regular_contribution: 250 },
      {
        type: 'gia',
        provider: 'Vanguard',
        owner: 'client2',
        value: 30000,
        regular_contribution: 1200,
        regular_contribution_frequency: 'quarterly',
        funds: [{ fund: 'LifeStrategy 60% Equity', value: 30000 }],
      },
    ],
  },
  pensions: {
    items: [
      {
        type: 'workplace_dc',
        owner: 'client1',
        provider: 'Scottish Widows',
        current_value: 64000,
        employee_contribution: 5,
        employer_contribution: 8,
      },
      { type: 'personal', owner: 'client2', provider: 'Hargreaves Lansdown', current_value: 20000.25 },
      {
        type: 'defined_benefit',
        owner: 'client1',
        provider: 'NHS Pension Scheme',
        projected_income: 12000,
        employer_contribution: 14.38,
      },
      { type: 'state', owner: 'client2', projected_income: 11502.4 },
    ],
  },
  liabilities: {
    mortgages: [
      {
        lender: 'Northgate',
        owner: 'joint',
        balance: 262000,
        monthly_payment: 1650,
        rate_type: 'fixed',
        deal_end_date: '2028-05-31',
      },
    ],
    loans: [
      {
        type: 'hire_purchase',
        lender: 'Car Finance Co',
        owner: 'client2',
        balance: 8400,
        monthly_payment: 310.55,
      },
    ],
    credit_cards: [
      {
        provider: 'Barclaycard',
        owner: 'client1',
        balance: 1430.27,
        credit_limit: 6000,
        monthly_payment: 100,
      },
    ],
  },
  protection: {
    items: [
      // The premium left at the form's default frequency: monthly.
      {
        type: 'life',
        provider: 'Legal & General',
        life_assured: 'joint',
        benefit_amount: 265000,
        benefit_basis: 'lump_sum',
        premium: 32.5,
      },
      {
        type: 'income_protection',
        provider: 'Aviva',
        life_assured: 'client1',
        benefit_amount: 3400,
        benefit_basis: 'monthly',
        premium: 600,
        premium_frequency: 'annually',
      },
      {
        type: 'family_income_benefit',
        provider: 'Zurich',
        life_assured: 'client2',
        benefit_amount: 24000,
        benefit_basis: 'annual',
        premium: 25,
      },
      {
        type: 'critical_illness',
        provider: 'Vitality',
        life_assured: 'client2',
        benefit_amount: 50000,
        premium: 25,
      },
    ],
  },
  objectives: {
    goals: [
      { goal: 'retirement', priority: 'high', target_amount: 100000, owner: 'joint' },
      { goal: 'home', priority: 'medium', target_amount: 15000, target_date: '2030-06-01' },
    ],
  },
});

// The firm's record of the Aviva ISA the clients also list: counted once, at this valuation.
export const everyKindPortfolio: ManagedAccount[] = [
  { provider: 'Aviva', reference: 'ISA-204817', value: 52340.1 },
];

// Take-home pay of the two salaries a year, as given (the take-home engine's figures are tested on their own).
export const everyKindSalaryNet = (item: Record<string, unknown>) =>
  item.owner === 'client1' ? 52000 : 27000;

import type { Portfolio } from '@atrium/domain/contract/portfolio';

// A small portfolio for the component tests: two GBP accounts, three holdings, three quarterly valuations.
export const samplePortfolio: Portfolio = {
  accounts: [
    {
      id: 1,
      provider: 'Aviva',
      account_type: 'isa',
      reference: 'ISA-1',
      currency: 'GBP',
      value: 30_000,
      valuation_date: '2026-09-30',
      holdings: [
        {
          id: 11,
          account_id: 1,
          fund_name: 'Vanguard FTSE U.K. All Share Index',
          isin: 'GB00B3X7QG63',
          asset_class: 'equity',
          units: 100,
          price: 200,
          value: 20_000,
          valuation_date: '2026-09-30',
        },
        {
          id: 12,
          account_id: 1,
          fund_name: 'Example Sterling Liquidity',
          isin: 'GB00B8XYYQ86',
          asset_class: 'cash',
          units: 10_000,
          price: 1,
          value: 10_000,
          valuation_date: '2026-09-30',
        },
      ],
    },
    {
      id: 2,
      provider: 'Royal London',
      account_type: 'sipp',
      reference: '',
      currency: 'GBP',
      value: 60_000,
      valuation_date: '2026-09-30',
      holdings: [
        {
          id: 21,
          account_id: 2,
          fund_name: 'Vanguard LifeStrategy 60% Equity',
          isin: 'GB00B3TYHH97',
          asset_class: 'multi-asset',
          units: 300,
          price: 200,
          value: 60_000,
          valuation_date: '2026-09-30',
        },
      ],
    },
  ],
  totals: [
    {
      currency: 'GBP',
      value: 90_000,
      valuation_date: '2026-09-30',
      by_asset_class: [
        { asset_class: 'multi-asset', value: 60_000 },
        { asset_class: 'equity', value: 20_000 },
        { asset_class: 'cash', value: 10_000 },
      ],
    },
  ],
  history: [
    { as_at: '2026-03-31', currency: 'GBP', value: 80_000 },
    { as_at: '2026-06-30', currency: 'GBP', value: 85_000 },
    { as_at: '2026-09-30', currency: 'GBP', value: 90_000 },
  ],
};

import { describe, expect, it } from 'vitest';
import { everyKindHousehold } from '../factfind/every-kind-household.ts';
import { factFindPolicies, samePolicy, signersOf } from './policies.ts';

describe('the policies a letter of authority can be written for', () => {
  it('takes the pensions and investments with a provider and a policy number, with their owners', () => {
    const factFind = everyKindHousehold();
    factFind.pensions.items.push({
      type: 'personal',
      owner: 'client2',
      provider: 'Aviva',
      reference: ' SIPP  99 ',
      current_value: 1,
    } as (typeof factFind.pensions.items)[number]);
    factFind.investments.items.push({
      type: 'gia',
      provider: 'Fidelity',
      reference: 'GIA-1',
      owner: 'joint',
      value: 1,
    } as (typeof factFind.investments.items)[number]);
    expect(factFindPolicies(factFind, 'uk')).toEqual([
      {
        category: 'pensions',
        type: 'personal',
        typeLabel: 'Personal pension or SIPP',
        provider: 'Aviva',
        policyNumber: 'SIPP 99',
        owner: 'client2',
      },
      {
        category: 'investments',
        type: 'stocks_shares_isa',
        typeLabel: 'Stocks and shares ISA',
        provider: 'Aviva',
        policyNumber: 'ISA-204817',
        owner: 'client1',
      },
      {
        category: 'investments',
        type: 'gia',
        typeLabel: 'General investment account',
        provider: 'Fidelity',
        policyNumber: 'GIA-1',
        owner: 'joint',
      },
    ]);
  });

  it('leaves out a policy number the fact-find does not ask for (a defined benefit scheme)', () => {
    const factFind = {
      joint: false,
      pensions: { items: [{ type: 'defined_benefit', provider: 'NHS Pension Scheme', reference: 'X1' }] },
    };
    expect(factFindPolicies(factFind, 'uk')).toEqual([]);
  });

  it('gives a single client every policy, and leaves out a joint household’s policy without an owner', () => {
    const item = { type: 'personal', provider: 'Aviva', reference: 'P-1' };
    expect(factFindPolicies({ joint: false, pensions: { items: [item] } }, 'uk')[0]?.owner).toBe('client1');
    expect(factFindPolicies({ joint: true, pensions: { items: [item] } }, 'uk')).toEqual([]);
  });

  it('names the type as the region reads it', () => {
    const factFind = {
      joint: false,
      pensions: { items: [{ type: 'personal', provider: 'Zurich', reference: 'Z' }] },
    };
    expect(factFindPolicies(factFind, 'ie')[0]?.typeLabel).toBe('Personal pension');
  });

  it('sends a letter to its owner, and a joint one to both people', () => {
    expect(signersOf('client1')).toEqual([1]);
    expect(signersOf('client2')).toEqual([2]);
    expect(signersOf('joint')).toEqual([1, 2]);
  });

  it('knows a policy by its provider and number, case and spacing aside', () => {
    const a = { category: 'pensions', provider: 'Scottish  Widows', policyNumber: 'ab 12' };
    expect(samePolicy(a, { category: 'pensions', provider: 'scottish widows', policyNumber: 'AB 12' })).toBe(
      true,
    );
    expect(
      samePolicy(a, { category: 'investments', provider: 'scottish widows', policyNumber: 'AB 12' }),
    ).toBe(false);
    expect(samePolicy(a, { category: 'pensions', provider: 'Scottish Widows', policyNumber: 'AB 13' })).toBe(
      false,
    );
  });
});

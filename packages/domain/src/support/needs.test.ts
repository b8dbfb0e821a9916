import { describe, expect, it } from 'vitest';
import { saveSupportNeedsRequestSchema } from '../contract/support-needs.ts';
import {
  adjustmentKeys,
  adjustmentStaffLabels,
  consentWordings,
  currentConsentVersion,
  driverGroupOf,
  driverGroups,
  driverKeys,
} from './needs.ts';

// The lists a person chooses from (FCA FG21/1's four groups of drivers) and the rule of the request they send.

describe('the support-needs lists', () => {
  it('put every driver in one of FG21/1’s four groups, each group with some', () => {
    for (const driver of driverKeys) expect(driverGroups).toContain(driverGroupOf(driver));
    for (const group of driverGroups)
      expect(driverKeys.filter((driver) => driverGroupOf(driver) === group).length).toBeGreaterThan(0);
  });

  it('word every adjustment for staff, and the consent being asked for', () => {
    expect(Object.keys(adjustmentStaffLabels).sort()).toEqual([...adjustmentKeys].sort());
    expect(consentWordings[currentConsentVersion]).toMatch(/^I agree/);
  });
});

describe('PUT api/support-needs', () => {
  const minimal = {
    drivers: [],
    details: '',
    preferred_contact: null,
    adjustments: ['more_time'],
    trusted_contact: null,
    consent: true,
  };

  it('takes one thing told, with consent', () => {
    expect(saveSupportNeedsRequestSchema.safeParse(minimal).success).toBe(true);
  });

  it('refuses it without consent, or with nothing told', () => {
    const refused = (body: unknown) =>
      saveSupportNeedsRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ ...minimal, consent: false })).toEqual(['consent']);
    expect(refused({ ...minimal, adjustments: [] })).toEqual(['drivers']);
    expect(refused({ ...minimal, details: '   ', adjustments: [] })).toEqual(['drivers']);
  });
});

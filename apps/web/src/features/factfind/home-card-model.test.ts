import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { resolvePermissions } from '@atrium/domain/factfind/permissions';
import { describe, expect, it } from 'vitest';
import { firstStepNeedingAttention } from './home-card-model.ts';
import { draftFactFind } from './testing.tsx';

const entry = (message: string) => ({ value: 'x', message, at: Date.now() });

describe('the first step needing attention (the home card)', () => {
  const permissions = resolvePermissions({}, {});

  it('is the earliest step with an invalid value kept or a required answer missing', () => {
    const data = draftFactFind();
    // Every required base answer is there; the firm's custom page still needs one.
    expect(firstStepNeedingAttention(data, baseTemplate, permissions, {})?.slug).toBe('custom.goals');
    const invalid = { 'personal_details_client2.email': entry('Enter a valid email address.') };
    expect(firstStepNeedingAttention(data, baseTemplate, permissions, invalid)?.slug).toBe('about-you');
  });

  it('leaves out an invalid value whose question is hidden now, as the questionnaire does', () => {
    const data = draftFactFind();
    const single = { ...data, factFind: { ...data.factFind, joint: false } };
    const invalid = { 'personal_details_client2.email': entry('Enter a valid email address.') };
    expect(firstStepNeedingAttention(single, baseTemplate, permissions, invalid)?.slug).toBe('custom.goals');
  });
});

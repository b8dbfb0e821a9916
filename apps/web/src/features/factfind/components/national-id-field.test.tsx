import type { Region } from '@atrium/domain/contract/auth';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { allSections } from '@atrium/domain/factfind/lookup';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, type FakeResponse, invalidData, requests } from '../../../test/fake-api.ts';
import { clientId, renderWithFactFind } from '../testing.tsx';
import { BaseSection } from './base-section.tsx';

// The National Insurance number (PPS number in Ireland): checked as it is left, by the rule the server applies
// (packages/domain/src/factfind/validate.ts), the message beside the field; what is typed in lower case or with
// spaces is shown as it will be saved, and said so.

const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved: FakeResponse = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 } };
const puts = () => requests.filter((request) => request.method === 'PUT');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderDetails(region: Region) {
  const section = allSections(localiseTemplate(baseTemplate, region)).find(
    (s) => s.key === 'personal_details_client1',
  ) as SectionDef;
  return renderWithFactFind(<BaseSection section={section} />, { region });
}

function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('the National Insurance number', () => {
  it('refuses "AB12345" beside the field and saves nothing', async () => {
    answer(`PUT ${updatePath}`, saved);
    renderDetails('uk');
    const input = screen.getByRole('textbox', { name: 'National Insurance number' });
    enter(input, 'AB12345');
    await settle();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter a National Insurance number: two letters, six digits and A, B, C or D, like QQ 12 34 56 C.',
      ),
    );
    expect(puts()).toHaveLength(0);
  });

  it('shows what was typed in lower case with spaces as it is saved, and says so', async () => {
    answer(`PUT ${updatePath}`, saved);
    renderDetails('uk');
    const input = screen.getByRole('textbox', { name: 'National Insurance number' });
    enter(input, ' ab 12 34 56 c ');
    await settle();
    expect(input).toHaveValue('AB123456C');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Saved as AB123456C'));
    expect(puts().map((put) => put.body)).toEqual([
      { updates: { personal_details_client1: { ni_number: 'AB123456C' } } },
    ]);
  });

  it('shows the server’s refusal at the field', async () => {
    answer(
      `PUT ${updatePath}`,
      invalidData({
        'personal_details_client1.ni_number': [
          'JG does not begin any National Insurance number: check the two letters.',
        ],
      }),
    );
    renderDetails('uk');
    const input = screen.getByRole('textbox', { name: 'National Insurance number' });
    enter(input, 'JG103759A');
    expect(
      await screen.findByText('JG does not begin any National Insurance number: check the two letters.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the PPS number of an Irish client', () => {
  it('asks for a PPS number, not a National Insurance number', async () => {
    answer(`PUT ${updatePath}`, saved);
    renderDetails('ie');
    const input = screen.getByRole('textbox', { name: 'PPS number (PPSN)' });
    enter(input, 'AB123456C');
    await settle();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a PPS number: seven digits and one or two letters, like 1234567FA.'),
    );
    expect(puts()).toHaveLength(0);
    enter(input, '1234567 fa');
    await settle();
    expect(input).toHaveValue('1234567FA');
    expect(puts().map((put) => put.body)).toEqual([
      { updates: { personal_details_client1: { ni_number: '1234567FA' } } },
    ]);
  });
});

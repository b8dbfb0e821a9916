import type { Address, Sale, Valuation, ValuationResponse } from '@atrium/domain/contract/address';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { allSections } from '@atrium/domain/factfind/lookup';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, type FakeResponse, requests } from '../../../test/fake-api.ts';
import { clientId, draftFactFind, renderWithFactFind } from '../testing.tsx';
import { BaseSection } from './base-section.tsx';

const section = allSections(baseTemplate).find((s) => s.key === 'current_address') as SectionDef;
const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved: FakeResponse = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 } };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const address = (premise: string, line1: string): Address => ({
  identifierline: `${line1}, Exampleton, ZZ1 1ZZ`,
  premise,
  postcode: 'ZZ1 1ZZ',
  line_1: line1,
  line_2: '',
  line_3: '',
  town: 'Exampleton',
  county: 'Exampleshire',
  uprn: null,
});
const sale: Sale = {
  transaction_id: '{A1}',
  price: 312500,
  date: '2025-03-15',
  property_type: 'S',
  new_build: false,
  tenure: 'F',
  paon: '1',
  saon: '',
  street: 'ORCHARD ROAD',
  locality: '',
  town: 'EXAMPLETON',
  district: 'EXAMPLE',
  county: 'EXAMPLESHIRE',
  postcode: 'ZZ1 1ZZ',
  category: 'A',
};

function renderAddress(currentAddress: Record<string, unknown>) {
  const data = draftFactFind();
  data.factFind.current_address = currentAddress;
  return renderWithFactFind(<BaseSection section={section} />, { data });
}

function answerLookups() {
  answer(`PUT ${updatePath}`, saved);
  answer('GET /api/address/ZZ1%201ZZ', {
    status: 200,
    body: { data: { address: [address('1', '1 Orchard Road'), address('3', '3 Orchard Road')] } },
  });
  answer('GET /api/address/sales/ZZ1%201ZZ', {
    status: 200,
    body: { data: { address: { result: { items: [sale] } } } },
  });
  answerValuation({
    average: 296375,
    count: 4,
    from: '2021-06-01',
    to: '2026-06-01',
    basis: 'postcode',
    area: 'ZZ1 1ZZ',
  });
}

// GET …/address/valuation's answer for ZZ1 1ZZ: the estimate, in the response's envelope.
function answerValuation(valuation: Valuation) {
  const body: ValuationResponse = { data: { address: { data: valuation } } };
  answer('GET /api/address/valuation/ZZ1%201ZZ', { status: 200, body });
}

const calls = (path: string) => requests.filter((request) => request.path === path);

describe('the current address lookup', () => {
  it('fills an owned home’s address and pricePaid from its last sale, and offers an estimated value', async () => {
    answerLookups();
    renderAddress({ postcode: 'zz1 1zz', ownership_status: 'Own (No mortgage)' });
    fireEvent.click(screen.getByRole('button', { name: 'Find address' }));
    const list = await screen.findByRole('combobox', { name: 'Choose your address' });
    expect(screen.getByText('2 addresses found for ZZ1 1ZZ.')).toBeInTheDocument();
    fireEvent.change(list, { target: { value: '1 Orchard Road, Exampleton, ZZ1 1ZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText(/^Address filled in\./)).toHaveTextContent(
      'Address filled in. Price paid: £312,500, the last recorded sale, on 15 March 2025. Estimated value: £296,375, the mean of 4 sales in ZZ1 1ZZ since 2021. It counts towards your net worth only if you use it or enter your own figure.',
    );

    const puts = requests.filter((request) => request.method === 'PUT').map((request) => request.body);
    expect(puts).toEqual([
      {
        updates: {
          current_address: {
            postcode: 'ZZ1 1ZZ',
            identifierline: '1 Orchard Road, Exampleton, ZZ1 1ZZ',
            premise: '1',
            address_line_1: '1 Orchard Road',
            address_line_2: '',
            town: 'Exampleton',
            county: 'Exampleshire',
          },
        },
      },
      // The recorded sale is a fact; the estimate is not saved as the home's value.
      { updates: { current_address: { pricePaid: 312500 } } },
    ]);
    expect(calls('/api/address/sales/ZZ1%201ZZ')[0]?.search).toBe('?identifier=1');
    expect(screen.getByRole('textbox', { name: 'Price paid' })).toHaveValue('312500');
    expect(screen.getByRole('textbox', { name: /^What it is worth today/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('1 Orchard Road');

    // Labelled an estimate with its basis; it becomes the home's value only when the client uses it.
    const use = screen.getByRole('button', { name: 'Use this estimate' });
    expect(use).toHaveAccessibleDescription(
      'Estimate: £296,375 (mean of 4 sales in ZZ1 1ZZ since 2021). Not counted in your net worth unless you use it.',
    );
    fireEvent.click(use);
    expect(await screen.findByText(/^What it is worth today is now/)).toHaveTextContent(
      'What it is worth today is now £296,375, the estimate. Change it if you know better.',
    );
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      updates: { current_address: { valuation: 296375 } },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^What it is worth today/ })).toHaveValue('296375'),
    );
    expect(screen.queryByRole('button', { name: 'Use this estimate' })).toBeNull();
  });

  it('names a sector’s estimate as such, and saves no value the client did not choose', async () => {
    answerLookups();
    answerValuation({
      average: 251000,
      count: 12,
      from: '2021-11-24',
      to: '2026-11-24',
      basis: 'sector',
      area: 'ZZ1 1',
    });
    renderAddress({
      postcode: 'ZZ1 1ZZ',
      premise: '1',
      ownership_status: 'Own (Mortgaged)',
      valuation: 300000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up price paid and value' }));
    expect(await screen.findByRole('button', { name: 'Use this estimate' })).toHaveAccessibleDescription(
      'Estimate: £251,000 (mean of 12 sales in the ZZ1 1 sector since 2021). Not counted in your net worth unless you use it.',
    );
    // The client's own figure stays.
    expect(screen.getByRole('textbox', { name: /^What it is worth today/ })).toHaveValue('300000');
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { updates: { current_address: { pricePaid: 312500 } } },
    ]);
  });

  it('looks up the figures of a typed-in owned address, and fills only the address of one not owned', async () => {
    answerLookups();
    const owned = renderAddress({ postcode: 'ZZ1 1ZZ', premise: '1', ownership_status: 'Own (Mortgaged)' });
    fireEvent.click(screen.getByRole('button', { name: 'Look up price paid and value' }));
    expect(await screen.findByText(/^Price paid: £312,500/)).toBeInTheDocument();
    owned.unmount();

    requests.length = 0;
    renderAddress({ postcode: 'ZZ1 1ZZ', ownership_status: 'Renting' });
    expect(screen.queryByRole('button', { name: 'Look up price paid and value' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Price paid' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find address' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Choose your address' }), {
      target: { value: '3 Orchard Road, Exampleton, ZZ1 1ZZ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText('Address filled in.')).toBeInTheDocument();
    expect(calls('/api/address/sales/ZZ1%201ZZ')).toHaveLength(0);
    expect(calls('/api/address/valuation/ZZ1%201ZZ')).toHaveLength(0);
  });

  it('says what is wrong: no postcode, nothing found, or the lookup refused', async () => {
    renderAddress({});
    fireEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a full UK postcode first, like SW1A 2AA.',
    );
    expect(requests.filter((request) => request.path.startsWith('/api/address'))).toHaveLength(0);

    answer('GET /api/address/ZZ9%209ZZ', { status: 200, body: { data: { address: [] } } });
    const view = renderAddress({ postcode: 'ZZ9 9ZZ' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Find address' })[1] as HTMLElement);
    expect(
      await screen.findByText('No addresses were found for ZZ9 9ZZ. Please type your address in.'),
    ).toBeInTheDocument();
    view.unmount();

    answer('GET /api/address/ZZ9%209ZZ', {
      status: 429,
      body: { message: 'Too many address lookups. Please try again in 30 seconds.' },
    });
    renderAddress({ postcode: 'ZZ9 9ZZ' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Find address' }).at(-1) as HTMLElement);
    await settle();
    expect(
      await screen.findByText('Too many address lookups. Please try again in 30 seconds.'),
    ).toBeInTheDocument();
  });
});

import type { ClientSignatureRequest, SigningPageResponse } from '@atrium/domain/contract/signatures';
import { signatureMessages } from '@atrium/domain/contract/signatures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const request: ClientSignatureRequest = {
  id: 5,
  title: 'Suitability report',
  status: 'pending',
  is_ordered: false,
  due_date: '2026-12-10',
  created_at: '2026-11-29T09:00:00.000Z',
  completed_at: null,
  original_sha256: 'a'.repeat(64),
  final_sha256: null,
  signers: [
    {
      id: 1,
      person: 1,
      name: 'James Carter',
      position: 1,
      status: 'pending',
      signed_at: null,
      declined_at: null,
      decline_reason: null,
    },
  ],
  my_status: 'pending',
  can_sign: true,
  document_url: '/api/signatures/5/document',
  final_url: null,
};

const page = (overrides: Partial<SigningPageResponse> = {}): SigningPageResponse => ({
  data: request,
  pages: ['Suitability report\nWe recommend an ISA.', 'Our fees.'],
  second_factor: 'totp',
  telephone_hint: null,
  expected_name: 'James Carter',
  ...overrides,
});

preloadRoutes('app-layout', 'signature');

describe('the signing page', () => {
  it('shows the whole document as text, then signs with the typed name and a fresh code', async () => {
    signInAs();
    answer('GET /api/signatures/5', { status: 200, body: page() });
    renderApp('/signatures/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suitability report' }, firstRender),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Page 1 of 2' })).toHaveTextContent('We recommend an ISA.');
    expect(screen.getByRole('article', { name: 'Page 2 of 2' })).toHaveTextContent('Our fees.');

    // Not confirmed: the form says so beside the box, and nothing is sent.
    fireEvent.change(screen.getByLabelText('Type your full name'), { target: { value: 'James Carter' } });
    fireEvent.change(screen.getByLabelText('Code from your authenticator app'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText(signatureMessages.confirmRequired)).toBeVisible();
    expect(requests.some((r) => r.path === '/api/signatures/5/sign')).toBe(false);

    // A wrong code: the server's message beside the code.
    answer('POST /api/signatures/5/sign', invalidField('code', 'The code is not right.'));
    fireEvent.click(screen.getByLabelText(/I have read the whole document/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText('The code is not right.')).toBeVisible();
    expect(requests.find((r) => r.path === '/api/signatures/5/sign')?.body).toEqual({
      typed_name: 'James Carter',
      confirm: true,
      code: '123456',
    });
  });

  it('sends a person without two-step verification to set it up first', async () => {
    signInAs();
    answer('GET /api/signatures/5', { status: 200, body: page({ second_factor: null }) });
    renderApp('/signatures/5');
    expect(await screen.findByText('Set up two-step verification to sign', {}, firstRender)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set it up on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Sign the document' })).toBeNull();
  });

  it('declines with a reason', async () => {
    signInAs();
    answer('GET /api/signatures/5', { status: 200, body: page() });
    answer('POST /api/signatures/5/decline', {
      status: 200,
      body: { data: { ...request, status: 'declined', my_status: 'declined', can_sign: false } },
    });
    renderApp('/signatures/5');
    fireEvent.click(await screen.findByRole('button', { name: 'I do not want to sign this' }, firstRender));
    fireEvent.change(screen.getByLabelText('Why are you declining?'), { target: { value: 'Wrong fee.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline to sign' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/signatures/5/decline')?.body).toEqual({
        reason: 'Wrong fee.',
      }),
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

preloadRoutes('app-layout', 'index');

const waiting = (id: number, title: string, canSign: boolean) => ({
  id,
  title,
  status: 'pending',
  is_ordered: false,
  due_date: null,
  created_at: '2026-11-29T09:00:00.000Z',
  completed_at: null,
  original_sha256: 'a'.repeat(64),
  final_sha256: null,
  signers: [],
  my_status: canSign ? 'pending' : 'signed',
  can_sign: canSign,
  document_url: `/api/signatures/${id}/document`,
  final_url: null,
});

describe('the home page’s To sign card', () => {
  it('lists what waits for this person’s signature, and links to it', async () => {
    signInAs();
    answer('GET /api/signatures', {
      status: 200,
      body: { data: [waiting(1, 'Suitability report', true), waiting(2, 'Signed already', false)] },
    });
    renderApp('/');
    expect(await screen.findByText('1 document to sign', {}, firstRender)).toBeVisible();
    expect(screen.getByText('Suitability report')).toBeVisible();
    expect(screen.queryByText('Signed already')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read and sign' })).toHaveAttribute('href', '/signatures');
  });

  it('is not shown when nothing waits', async () => {
    signInAs();
    renderApp('/');
    expect(await screen.findByText('Go to your documents', {}, firstRender)).toBeVisible();
    expect(screen.queryByText(/to sign$/)).toBeNull();
  });
});

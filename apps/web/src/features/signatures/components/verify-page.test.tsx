import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('auth-layout', 'verify');

describe('the /verify page', () => {
  it('asks for a file first, then sends the PDF itself and says whether it was changed', async () => {
    answer('POST /api/verify', {
      status: 200,
      body: {
        verdict: 'unknown',
        message: 'This file was not issued by us, or it was changed after it was issued.',
        sha256: 'c'.repeat(64),
        document: null,
        signatures: [{ signed_by: 'Atrium', signed_at: null, is_intact: false, covers_whole_file: true }],
      },
    });
    renderApp('/verify');
    fireEvent.click(await screen.findByRole('button', { name: 'Check the file' }, firstRender));
    expect(await screen.findByText('Choose a PDF file to check.')).toBeVisible();
    expect(requests.some((r) => r.path === '/api/verify')).toBe(false);

    const file = new File(['%PDF-1.7 altered'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('heading', { name: 'Changed, or not issued by us' })).toBeVisible();
    expect(screen.getByText(/broken: the file changed after signing/)).toBeVisible();
    const sent = requests.find((r) => r.path === '/api/verify');
    expect(sent?.headers.get('content-type')).toBe('application/pdf');
  });
});

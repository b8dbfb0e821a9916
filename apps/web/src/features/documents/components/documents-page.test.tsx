import type { Document } from '@atrium/domain/contract/documents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSignedDownload } from '../../../test/downloads.ts';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointPartner } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const shared: Document = {
  id: 1,
  name: 'Suitability report.pdf',
  category: 'report',
  mime_type: 'application/pdf',
  size: 2_516_582,
  source: 'firm',
  uploaded_by: { id: 7, name: 'Sarah Mitchell' },
  created_at: '2026-03-02T09:00:00.000Z',
  is_new: true,
  download_url: '/api/documents/1/download',
};
const sent: Document = {
  ...shared,
  id: 2,
  name: 'P60 2025.pdf',
  category: 'statement',
  size: 870_400,
  source: 'client',
  // James, the signed-in client (test/fixtures.ts jointClient).
  uploaded_by: { id: 2, name: 'James Carter' },
  created_at: '2026-03-01T09:00:00.000Z',
  is_new: false,
  download_url: '/api/documents/2/download',
};

preloadRoutes('app-layout', 'documents');

afterEach(() => {
  vi.unstubAllGlobals();
  // FakeUpload.last outlives a test: cleared, so that a test which sends nothing finds it null.
  FakeUpload.last = null;
});

// The upload the page has sent, once it has sent it.
async function sentUpload(): Promise<FakeUpload> {
  await waitFor(() => expect(FakeUpload.last).not.toBeNull());
  return FakeUpload.last as FakeUpload;
}

describe('the Documents page', () => {
  it('lists each document with its category, size, date, who and whether it is new', async () => {
    signInAs();
    answer('GET /api/documents', { status: 200, body: { data: [shared, sent] } });
    renderApp('/documents');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documents' }, firstRender),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Suitability report.pdf');
    expect(items[0]).toHaveTextContent('New');
    expect(items[0]).toHaveTextContent('Reports and advice · 2.4 MB · 2 Mar 2026 · Shared by Sarah Mitchell');
    expect(items[1]).toHaveTextContent('Statements · 850 KB · 1 Mar 2026 · Uploaded by you');
    expect(items[1]).not.toHaveTextContent('New');
    expect(screen.getByText(/1 new since you last looked/)).toBeInTheDocument();
  });

  it('searches by name and filters by category', async () => {
    signInAs();
    answer('GET /api/documents', { status: 200, body: { data: [shared, sent] } });
    const { user } = renderApp('/documents');
    await user.type(await screen.findByLabelText('Search by name', {}, firstRender), 'p60');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 documents');
    expect(screen.queryByText('Suitability report.pdf')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Reports and advice');
    expect(screen.getByText('Suitability report.pdf')).toBeInTheDocument();
    expect(screen.queryByText('P60 2025.pdf')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Identity');
    expect(screen.getByText('No documents match your search.')).toBeInTheDocument();
  });

  it('says so when there are no documents yet', async () => {
    signInAs();
    renderApp('/documents');
    expect(await screen.findByText('No documents yet', {}, firstRender)).toBeInTheDocument();
  });

  it('downloads with the session token and clears "New" once opened', async () => {
    signInAs();
    let opened = false;
    answer('GET /api/documents', () => ({
      status: 200,
      body: { data: [{ ...shared, is_new: !opened }, sent] },
    }));
    answer('GET /api/documents/1/download', () => {
      opened = true;
      return {
        status: 200,
        body: 'pdf',
        headers: { 'Content-Disposition': `attachment; filename*=UTF-8''Suitability%20report.pdf` },
      };
    });
    await expectSignedDownload(
      async () => {
        const { user } = renderApp('/documents');
        await user.click(
          await screen.findByRole('button', { name: 'Download Suitability report.pdf' }, firstRender),
        );
      },
      { file: 'Suitability report.pdf', path: '/api/documents/1/download' },
    );
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
  });

  it('uploads a chosen file with its category, showing progress, then lists it', async () => {
    signInAs();
    const uploaded: Document = { ...sent, id: 3, name: 'Passport.png', category: 'identity', size: 2048 };
    let listed: Document[] = [shared];
    answer('GET /api/documents', () => ({ status: 200, body: { data: listed } }));
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = renderApp('/documents');
    await user.selectOptions(await screen.findByLabelText('Category', {}, firstRender), 'Identity');
    listed = [uploaded, shared];
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['png'], 'Passport.png', { type: 'image/png' }),
    );
    const progress = await screen.findByRole('progressbar', { name: 'Uploading Passport.png' });
    const upload = await sentUpload();
    upload.progress(40, 100);
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.4'));
    expect(screen.getByText('40%')).toBeInTheDocument();
    upload.respond(201, { data: uploaded });
    expect(await screen.findByText('Passport.png uploaded.')).toBeInTheDocument();
    expect(upload.body?.get('category')).toBe('identity');
    expect((upload.body?.get('file') as File | undefined)?.name).toBe('Passport.png');
    await waitFor(() => expect(screen.getAllByText('Passport.png')).toHaveLength(1));
  });

  it("shows the server's reason when it refuses a file, linked to the file input", async () => {
    signInAs();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = renderApp('/documents');
    const input = await screen.findByLabelText('Choose a file', {}, firstRender);
    await user.upload(input, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    (await sentUpload()).respond(
      422,
      invalidData({
        file: ['Upload a PDF, an image (JPEG, PNG, GIF, WebP or HEIC), or a Word or Excel document.'],
      }).body,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('setup.pdf: Upload a PDF, an image');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Upload a PDF, an image'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over 20 MB without sending it, and a drop of several files', async () => {
    signInAs();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = renderApp('/documents');
    const input = await screen.findByLabelText('Choose a file', {}, firstRender);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file may not be larger than 20 MB.');
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload one file at a time.');
    expect(FakeUpload.last).toBeNull();
  });
});

// The firm's document, already opened.
const seenShared: Document = { ...shared, is_new: false };

describe('deleting a document on /documents', () => {
  it('offers delete only for the client’s own uploads, and deletes after confirmation', async () => {
    signInAs();
    let deleted = false;
    answer('GET /api/documents', () => ({
      status: 200,
      body: { data: deleted ? [seenShared] : [seenShared, sent] },
    }));
    answer('DELETE /api/documents/2', () => {
      deleted = true;
      return { status: 204 };
    });
    const { user } = renderApp('/documents');
    await screen.findByText('P60 2025.pdf', {}, firstRender);
    expect(screen.queryByRole('button', { name: 'Delete Suitability report.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete P60 2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete P60 2025.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('P60 2025.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('Suitability report.pdf')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/documents/2',
    ]);
  });

  it('shows the partner who uploaded what, and offers delete only for their own uploads', async () => {
    const emmas: Document = {
      ...sent,
      id: 3,
      name: 'Emma P60.pdf',
      uploaded_by: { id: jointPartner.id, name: 'Emma Carter' },
    };
    signInAs(jointPartner);
    answer('GET /api/documents', { status: 200, body: { data: [sent, emmas] } });
    renderApp('/documents');
    await screen.findByText('P60 2025.pdf', {}, firstRender);
    const [jamess, own] = within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole(
      'listitem',
    );
    expect(screen.getByText(/and the ones you and your partner have sent/)).toBeInTheDocument();
    expect(jamess).toHaveTextContent('Statements · 850 KB · 1 Mar 2026 · Uploaded by James Carter');
    expect(own).toHaveTextContent('Uploaded by you');
    expect(screen.queryByRole('button', { name: 'Delete P60 2025.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Emma P60.pdf' })).toBeInTheDocument();
  });
});

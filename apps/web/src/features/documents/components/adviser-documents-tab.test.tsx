import type { Document } from '@atrium/domain/contract/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { base, clientId, signInAsAdviser, withClient } from '../../../test/adviser-fixtures.ts';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/documents`;

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-documents');

function document(overrides: Partial<Document>): Document {
  return {
    id: 1,
    name: 'payslip-march.pdf',
    category: 'statement',
    mime_type: 'application/pdf',
    size: 48_000,
    source: 'client',
    uploaded_by: { id: 2, name: 'James Carter' },
    created_at: '2026-03-01T09:00:00.000Z',
    is_new: true,
    download_url: `${base}/documents/1/download`,
    ...overrides,
  };
}

function withDocuments(documents: Document[]) {
  answer(`GET ${base}/documents`, { status: 200, body: { data: documents } });
  answer(`GET ${base}/links`, { status: 200, body: { data: [] } });
}

// The tab with nothing shared yet, its uploads through FakeUpload.
function openToUpload() {
  signInAsAdviser();
  withClient();
  withDocuments([]);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return renderApp(path);
}

describe('the documents and links tab', () => {
  it('lists what the client uploaded apart from what the firm shared', async () => {
    signInAsAdviser();
    withClient();
    withDocuments([
      document({}),
      document({ id: 2, name: 'suitability-report.pdf', source: 'firm', is_new: false, category: 'report' }),
    ]);
    renderApp(path);
    const fromClient = await screen.findByRole('list', { name: 'Documents from James Carter' }, firstRender);
    expect(fromClient).toHaveTextContent('payslip-march.pdf');
    expect(fromClient).toHaveTextContent('New');
    expect(fromClient).toHaveTextContent('Statements · 47 KB · James Carter');
    const fromFirm = screen.getByRole('list', { name: 'Documents shared by the firm' });
    expect(fromFirm).toHaveTextContent('suitability-report.pdf');
    expect(within(fromFirm).getByRole('button', { name: 'Download suitability-report.pdf' })).toBeVisible();
  });

  it('shares a document with the client, showing the upload’s progress', async () => {
    const app = openToUpload();
    await app.user.click(await screen.findByRole('button', { name: 'Share with James Carter' }, firstRender));
    const file = screen.getByLabelText('File');
    expect(file).toHaveAccessibleDescription(expect.stringContaining('Choose a file to upload.'));
    expect(file).toHaveFocus();

    await app.user.upload(file, new File(['%PDF-1.7 report'], 'report.pdf', { type: 'application/pdf' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Reports and advice');
    await app.user.click(screen.getByRole('button', { name: 'Share with James Carter' }));
    const upload = FakeUpload.last;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe(`${base}/documents`);
    expect(upload?.headers.Authorization).toBe('Bearer token-123');
    expect(upload?.body?.get('category')).toBe('report');
    expect((upload?.body?.get('file') as File | undefined)?.name).toBe('report.pdf');

    upload?.progress(40, 100);
    expect(await screen.findByText('Uploading… 40%')).toBeVisible();
    withDocuments([document({ id: 5, name: 'report.pdf', source: 'firm', is_new: false })]);
    upload?.respond(201, { data: document({ id: 5, name: 'report.pdf', source: 'firm', is_new: false }) });
    expect(await screen.findByText('report.pdf is shared with James Carter.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Documents shared by the firm' })).toHaveTextContent(
        'report.pdf',
      ),
    );
    expect(screen.queryByText(/Uploading/)).toBeNull();
    // Shared: the file input is empty for the next one.
    expect((file as HTMLInputElement).files).toHaveLength(0);
  });

  it('shows why the server refused a file', async () => {
    const app = openToUpload();
    const file = await screen.findByLabelText('File', {}, firstRender);
    await app.user.upload(file, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await app.user.click(screen.getByRole('button', { name: 'Share with James Carter' }));
    FakeUpload.last?.respond(
      422,
      invalidData({
        file: ['Upload a PDF, an image (JPEG, PNG, GIF, WebP or HEIC), or a Word or Excel document.'],
      }).body,
    );
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(expect.stringContaining('Upload a PDF, an image')),
    );
    expect(file).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a link for the client and removes it after asking', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/documents`, { status: 200, body: { data: [] } });
    const link = {
      id: 3,
      title: 'Pension tracing service',
      url: 'https://www.gov.uk/find-pension-contact-details',
      description: '',
      scope: 'client',
      client_id: clientId,
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-01T09:00:00.000Z',
    };
    const firmLink = { ...link, id: 1, title: 'Our privacy notice', scope: 'firm', client_id: null };
    let links: unknown[] = [firmLink];
    answer(`GET ${base}/links`, () => ({ status: 200, body: { data: links } }));
    answer(`POST ${base}/links`, () => {
      links = [firmLink, link];
      return { status: 201, body: { data: link } };
    });
    answer(`DELETE ${base}/links/3`, () => {
      links = [firmLink];
      return { status: 204 };
    });
    const app = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Links' }, firstRender);
    expect(within(list).getByRole('link', { name: /Our privacy notice/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(list).queryByRole('button', { name: 'Remove' })).toBeNull();

    await app.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pension tracing service');
    await app.user.type(screen.getByRole('textbox', { name: 'Web address' }), 'javascript:alert(1)');
    await app.user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('textbox', { name: 'Web address' })).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://.',
    );
    expect(screen.getByRole('textbox', { name: 'Web address' })).toHaveFocus();
    await app.user.clear(screen.getByRole('textbox', { name: 'Web address' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Web address' }), link.url);
    await app.user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await within(list).findByRole('link', { name: /Pension tracing service/ })).toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.path === `${base}/links`)?.body).toEqual({
      title: 'Pension tracing service',
      url: link.url,
      description: '',
    });

    await app.user.click(within(list).getByRole('button', { name: 'Remove' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove link' }));
    await waitFor(() =>
      expect(within(list).queryByRole('link', { name: /Pension tracing service/ })).toBeNull(),
    );
  });
});

const uploaded = document({
  id: 5,
  is_new: false,
  download_url: `${base}/documents/5/download`,
});

describe("deleting a document on the adviser's Documents tab", () => {
  it('deletes any of the client’s documents after confirmation', async () => {
    signInAsAdviser();
    withClient();
    let deleted = false;
    answer(`GET ${base}/documents`, () => ({ status: 200, body: { data: deleted ? [] : [uploaded] } }));
    answer(`GET ${base}/links`, { status: 200, body: { data: [] } });
    answer(`DELETE ${base}/documents/5`, () => {
      deleted = true;
      return { status: 204 };
    });
    const { user } = renderApp(`/adviser/clients/${clientId}/documents`);
    await user.click(await screen.findByRole('button', { name: 'Delete payslip-march.pdf' }, firstRender));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(dialog).toHaveTextContent('deleted for you and for the client');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('payslip-march.pdf')).not.toBeInTheDocument());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === `${base}/documents/5`),
    ).toBe(true);
  });
});

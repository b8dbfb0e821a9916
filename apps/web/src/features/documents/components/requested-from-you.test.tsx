import type { ClientDocumentRequest } from '@atrium/domain/contract/document-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const item = (overrides: Partial<ClientDocumentRequest>): ClientDocumentRequest => ({
  id: 1,
  title: 'Payslip',
  note: 'The October one.',
  category: 'statement',
  audience: 'me',
  due_date: '2026-11-30',
  is_overdue: false,
  status: 'required',
  reject_reason: null,
  uploaded_at: null,
  can_upload: true,
  occurrence: 1,
  occurrences: 1,
  every_months: null,
  latest_file: null,
  ...overrides,
});

const checklist = [
  item({ id: 1, title: 'Payslip', occurrences: 3, every_months: 1 }),
  item({
    id: 2,
    title: 'Photo ID',
    status: 'rejected',
    reject_reason: 'The photo is blurred.',
    is_overdue: true,
  }),
  item({ id: 3, title: 'P60', audience: 'partner', note: null, can_upload: false }),
  item({ id: 4, title: 'Mortgage offer', audience: 'both', status: 'accepted', can_upload: false }),
];

preloadRoutes('app-layout', 'documents', 'index');

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.last = null;
});

describe('the documents asked of the household', () => {
  it('lists each item with its status in words, who it is for and what to do', async () => {
    signInAs();
    answer('GET /api/document-requests', {
      status: 200,
      body: { data: checklist, partner_name: 'Emma Carter' },
    });
    renderApp('/documents');
    const list = await screen.findByRole('list', { name: 'Requested documents' }, firstRender);
    const items = within(list).getAllByRole('article');
    // What the client has to do comes first: upload, upload again; then the partner's and what is done.
    expect(items.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Payslip',
      'Photo ID',
      'P60',
      'Mortgage offer',
    ]);
    const [payslip, photo, p60, mortgage] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(payslip).toHaveTextContent('Required');
    expect(payslip).toHaveTextContent('For you · Due 30 November 2026 · 1 of 3, monthly');
    expect(photo).toHaveTextContent('Rejected');
    expect(photo).toHaveTextContent('Your adviser needs this again: The photo is blurred.');
    expect(photo).toHaveTextContent('Overdue');
    expect(within(photo).getByLabelText('Upload again Photo ID')).toBeInTheDocument();
    expect(p60).toHaveTextContent('For Emma Carter');
    expect(p60).toHaveTextContent('Emma Carter uploads this from their own sign-in.');
    expect(within(p60).queryByLabelText(/Upload/)).toBeNull();
    expect(mortgage).toHaveTextContent('For both of you');
    expect(mortgage).toHaveTextContent('Accepted');
    expect(screen.getByText(/2 still to upload/)).toBeInTheDocument();
  });

  it('uploads against one item, offering the camera where there is one', async () => {
    signInAs();
    let listed = [checklist[0] as ClientDocumentRequest];
    answer('GET /api/document-requests', () => ({
      status: 200,
      body: { data: listed, partner_name: null },
    }));
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = renderApp('/documents');
    const input = await screen.findByLabelText('Upload Payslip', {}, firstRender);
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    // The camera's input: images, taken there and then (shown only where the pointer is a finger).
    const camera = screen.getByLabelText('Take a photo of Payslip');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'october.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const upload = FakeUpload.last as FakeUpload;
    expect(upload.url).toMatch(/\/api\/document-requests\/1\/upload$/);
    expect((upload.body?.get('file') as File | undefined)?.name).toBe('october.pdf');
    listed = [item({ status: 'uploaded', latest_file: { name: 'october.pdf', download_url: '/x' } })];
    upload.respond(200, { data: listed[0] });
    expect(await screen.findByText('october.pdf uploaded: your adviser will check it.')).toBeInTheDocument();
    expect(await screen.findByText('Uploaded (pending review)')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a file beside the item', async () => {
    signInAs();
    answer('GET /api/document-requests', { status: 200, body: { data: [checklist[0]], partner_name: null } });
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = renderApp('/documents');
    await user.upload(
      await screen.findByLabelText('Upload Payslip', {}, firstRender),
      new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    (FakeUpload.last as FakeUpload).respond(422, {
      message: 'Upload a PDF, an image (JPEG, PNG, GIF, WebP or HEIC), or a Word or Excel document.',
      errors: {
        file: ['Upload a PDF, an image (JPEG, PNG, GIF, WebP or HEIC), or a Word or Excel document.'],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('setup.pdf: Upload a PDF');
  });

  it('puts what is still to upload on the home page', async () => {
    signInAs();
    answer('GET /api/document-requests', {
      status: 200,
      body: { data: checklist, partner_name: 'Emma Carter' },
    });
    renderApp('/');
    expect(await screen.findByText('2 documents to upload', {}, firstRender)).toBeInTheDocument();
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload requested documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });
});

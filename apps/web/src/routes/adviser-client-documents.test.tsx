import type {
  DocumentRequestTemplate,
  StaffDocumentRequest,
} from '@atrium/domain/contract/document-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, clientId, jointHousehold, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/documents`;

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-documents');

const templates: DocumentRequestTemplate[] = [
  {
    id: 5,
    title: 'P60',
    note: 'Your latest P60 from your employer.',
    category: 'statement',
    is_retired: false,
  },
  { id: 6, title: 'Old form', note: '', category: 'other', is_retired: true },
];

const uploaded: StaffDocumentRequest = {
  id: 7,
  client_id: clientId,
  title: 'Photo ID',
  note: '',
  category: 'identity',
  person: 2,
  person_name: 'Emma Carter',
  due_date: '2026-11-30',
  is_overdue: false,
  status: 'uploaded',
  reject_reason: null,
  requested_by: 'Sarah Mitchell',
  created_at: '2026-11-02T09:00:00.000Z',
  uploaded_at: '2026-11-03T09:00:00.000Z',
  reviewed_at: null,
  occurrence: 1,
  occurrences: 1,
  every_months: null,
  files: [
    {
      document_id: 3,
      name: 'passport.jpg',
      uploaded_by: 'Emma Carter',
      created_at: '2026-11-03T09:00:00.000Z',
      download_url: `${base}/documents/3/download`,
    },
  ],
};

function setUp(items: StaffDocumentRequest[]) {
  signInAsAdviser();
  withClient(jointHousehold);
  answer(`GET ${base}/documents`, { status: 200, body: { data: [] } });
  answer(`GET ${base}/links`, { status: 200, body: { data: [] } });
  answer(`GET ${base}/document-requests`, { status: 200, body: { data: items } });
  answer('GET /api/adviser/document-request-templates', { status: 200, body: { data: templates } });
}

describe("the client page's document requests", () => {
  it('asks for a document from a template, for one person, monthly', async () => {
    setUp([]);
    answer(`POST ${base}/document-requests`, (request) => ({
      status: 201,
      body: { data: { ...uploaded, ...(request.body as object), status: 'required', files: [] } },
    }));
    const { user } = renderApp(path);
    const section = await screen.findByRole('region', { name: 'Document requests' }, firstRender);
    const template = within(section).getByLabelText('Template');
    // A retired template is offered no more.
    expect(within(template).queryByRole('option', { name: 'Old form' })).toBeNull();
    await user.selectOptions(template, 'P60');
    expect(within(section).getByLabelText('Document asked for')).toHaveValue('P60');
    expect(within(section).getByLabelText('Note for the client (optional)')).toHaveValue(
      'Your latest P60 from your employer.',
    );
    await user.selectOptions(within(section).getByLabelText('Who it is for'), 'Emma Carter');
    await user.type(within(section).getByLabelText('Due date'), '2026-12-31');
    await user.selectOptions(within(section).getByLabelText('Repeat'), 'Every month');
    await user.clear(within(section).getByLabelText('How many times in all'));
    await user.type(within(section).getByLabelText('How many times in all'), '3');
    await user.click(within(section).getByRole('button', { name: 'Request document' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        template_id: 5,
        title: 'P60',
        note: 'Your latest P60 from your employer.',
        category: 'statement',
        person: 2,
        due_date: '2026-12-31',
        recurrence: { every_months: 1, occurrences: 3 },
      }),
    );
    expect(await screen.findByText('P60 requested.')).toBeInTheDocument();
  });

  it('rejects what arrived with a reason, or accepts it', async () => {
    setUp([uploaded]);
    answer(`POST ${base}/document-requests/7/reject`, (request) => ({
      status: 200,
      body: {
        data: { ...uploaded, status: 'rejected', reject_reason: (request.body as { reason: string }).reason },
      },
    }));
    answer(`POST ${base}/document-requests/7/accept`, {
      status: 200,
      body: { data: { ...uploaded, status: 'accepted' } },
    });
    const { user } = renderApp(path);
    const item = await screen.findByRole('article', { name: 'Photo ID' }, firstRender);
    expect(item).toHaveTextContent('Uploaded (pending review)');
    expect(item).toHaveTextContent('For Emma Carter');
    expect(within(item).getByRole('list', { name: 'Files sent for Photo ID' })).toHaveTextContent(
      'passport.jpg',
    );
    await user.click(within(item).getByRole('button', { name: 'Reject Photo ID' }));
    // A reason is needed: the client is told what to send.
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(
      await within(item).findByText('Say why the document is not right, so the client knows what to send.'),
    ).toBeVisible();
    await user.type(within(item).getByLabelText('Why Photo ID is not right'), 'The photo is blurred.');
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/reject'))?.body).toEqual({
        reason: 'The photo is blurred.',
      }),
    );
    await user.click(within(item).getByRole('button', { name: 'Accept Photo ID' }));
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/accept'))).toBe(true));
  });
});

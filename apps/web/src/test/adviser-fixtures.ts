import type {
  ClientDetail,
  ClientListItem,
  ClientsResponse,
  PersonAccess,
  PortalAccess,
} from '@atrium/domain/contract/adviser';
import type { FactFindSummary } from '@atrium/domain/contract/adviser-factfind';
import type { User } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { Message, MessagesResponse } from '@atrium/domain/contract/messages';
import { notStartedFactFind } from './factfind-fixtures.ts';
import { answer } from './fake-api.ts';
import { adviser } from './fixtures.ts';
import { signInAs } from './sign-in.ts';

export { admin, emptyDashboard } from './fixtures.ts';

// Test helpers: the adviser's workspace as the server answers it, for the demo adviser and the joint client.

export function signInAsAdviser(user: User = adviser) {
  signInAs(user);
}

export const clientId = 10;

// James's own sign-in (person 1) and Emma's, the partner who joined: the client page's access card.
export const jamesPortal: PortalAccess = {
  status: 'active',
  disabled_at: null,
  last_activity_at: '2026-03-01T09:00:00.000Z',
  invitation: {
    sent_at: '2026-01-05T10:00:00.000Z',
    expires_at: '2026-01-12T10:00:00.000Z',
    accepted_at: '2026-01-06T10:00:00.000Z',
  },
  mfa: { enabled: true, methods: ['sms'], telephone: '+•• •••• •••456', trusted_devices: 1 },
};

export const emmaAccess: PersonAccess = {
  person: 2,
  user_id: 22,
  name: 'Emma Carter',
  email: 'emma@example.com',
  status: 'active',
  disabled_at: null,
  last_activity_at: '2026-03-02T08:00:00.000Z',
  invitation: {
    sent_at: '2026-01-07T10:00:00.000Z',
    expires_at: '2026-01-14T10:00:00.000Z',
    accepted_at: '2026-01-08T10:00:00.000Z',
  },
  mfa: { enabled: false, methods: [], telephone: null, trusted_devices: 0 },
};

export const jamesDetail: ClientDetail = {
  id: clientId,
  name: 'James Carter',
  dob: '1975-04-12',
  email: 'client@example.com',
  telephone: '+44 7700 900456',
  address: '1 High Street, Bath, BA1 1AA',
  region: 'uk',
  currency_symbol: '£',
  joint: { name: 'Emma Carter', email: 'emma@example.com', dob: '1977-09-30' },
  adviser: { id: 1, name: 'Olivia Bennett' },
  created_at: '2026-01-05T10:00:00.000Z',
  portal: jamesPortal,
  // Emma has not been invited to sign in herself yet: jointHousehold below is the household once she has.
  people: [{ person: 1, user_id: 21, name: 'James Carter', email: 'client@example.com', ...jamesPortal }],
  fact_find: {
    id: 31,
    status: 'awaiting-review',
    submitted_at: '2026-03-01T09:00:00.000Z',
    reviewed_at: null,
    updated_at: '2026-03-01T09:00:00.000Z',
  },
  unread_count: 2,
};

// James's household once Emma signs in as herself (person 2): the access card shows both people.
export const jointHousehold: ClientDetail = { ...jamesDetail, people: [...jamesDetail.people, emmaAccess] };

export function listItem(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: clientId,
    name: 'James Carter',
    joint_name: 'Emma Carter',
    email: 'client@example.com',
    adviser: { id: 1, name: 'Olivia Bennett' },
    status: 'awaiting-review',
    fact_find_submitted_at: '2026-03-01T09:00:00.000Z',
    portal_status: 'active',
    last_activity_at: null,
    unread_count: 0,
    ...overrides,
  };
}

export function clientsPage(
  items: ClientListItem[],
  meta: Partial<ClientsResponse['meta']> = {},
): ClientsResponse {
  return { data: items, meta: { current_page: 1, last_page: 1, per_page: 25, total: items.length, ...meta } };
}

export const submittedSummary: FactFindSummary = {
  id: 31,
  status: 'awaiting-review',
  is_current: true,
  created_at: '2026-02-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  submitted_at: '2026-03-01T09:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  returned_at: null,
  returned_by: null,
  return_note: null,
};

export const earlierSummary: FactFindSummary = {
  ...submittedSummary,
  id: 12,
  status: 'reviewed',
  is_current: false,
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2025-02-01T09:00:00.000Z',
  submitted_at: '2025-01-20T09:00:00.000Z',
  reviewed_at: '2025-02-01T09:00:00.000Z',
  reviewed_by: { id: 1, name: 'Olivia Bennett' },
};

export const jointFactFind: PortalChangesResponse = {
  ...notStartedFactFind,
  status: 'awaiting-review',
  factFindsCreated: 2,
  lastCompletedStep: 'address',
  lastUpdated: '2026-03-01T09:00:00.000Z',
  factFind: {
    joint: true,
    personal_details_client1: { first_name: 'James', last_name: 'Carter', date_of_birth: '1975-04-12' },
    personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1977-09-30' },
    employment_client1: { employment_status: 'Employed', occupation: 'Engineer' },
    employment_client2: { employment_status: 'Retired' },
  },
};

export const base = `/api/adviser/clients/${clientId}`;

// The client page's calls: its detail (every tab) and whatever the tab asks for.
export function withClient(detail: ClientDetail = jamesDetail) {
  answer(`GET ${base}`, { status: 200, body: { data: detail } });
  // The overview's partner card (features/household): a joint household's partner not yet invited.
  answer(`GET ${base}/partner`, {
    status: 200,
    body: {
      data: {
        joint: detail.joint !== null,
        joint_name: detail.joint?.name ?? null,
        joint_email: detail.joint?.email ?? null,
        partner: null,
      },
    },
  });
}

export function withFactFind({
  summaries = [submittedSummary, earlierSummary],
  factFind = jointFactFind,
}: {
  summaries?: FactFindSummary[];
  factFind?: PortalChangesResponse;
} = {}) {
  answer(`GET ${base}/fact-finds`, { status: 200, body: { data: summaries } });
  answer(`GET ${base}/fact-find`, { status: 200, body: factFind });
}

// The adviser on James Carter's page, with his fact-find and its list (withFactFind's, or those given).
export function signInWithFactFind(factFind?: Parameters<typeof withFactFind>[0]) {
  signInAsAdviser();
  withClient();
  withFactFind(factFind);
}

const senders = {
  client: { id: 2, name: 'James Carter', role: 'client', is_me: false },
  adviser: { id: 1, name: 'Olivia Bennett', role: 'adviser', is_me: true },
} as const;

// A message of James Carter's conversation, from him or from his adviser (the reader).
export function message(id: number, from: keyof typeof senders, body: string, createdAt: string): Message {
  return { id, conversation_id: 4, body, sender: { ...senders[from] }, createdAt };
}

export function conversation(overrides: Partial<MessagesResponse> = {}): MessagesResponse {
  return {
    messages: [
      message(1, 'client', 'Here is my fact-find.', '2026-03-01T09:00:00.000Z'),
      message(2, 'adviser', 'Thanks, I will read it today.', '2026-03-01T10:00:00.000Z'),
      message(3, 'client', 'I forgot Emma’s pension.', '2026-03-02T08:00:00.000Z'),
    ],
    conversation: { last_viewed_at: '2026-03-01T12:00:00.000Z' },
    ...overrides,
  };
}

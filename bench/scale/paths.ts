// The hot paths the scale bench loads, each a request built from the seeded layout and a PRNG: a client's (sign-in,
// the user, the fact-find's changes and its save, messages, notifications), an adviser's (the dashboard, a client's
// page) and a firm admin's (the client list: first page, each sort, a search by name and by email fragment; the
// audit page; a client's data export; and the firm-wide ones again as the admin of the largest firm). Staff are drawn by household, so a firm's share of the load is its share of
// the households, as in a platform.

import { randomUUID } from 'node:crypto';
import { benchPassword, firmDomain, isDraft, type Layout, personOf, tokenOf } from './households.ts';

export type Request = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export type PathContext = {
  plan: Layout;
  seed: number;
  sample: number[];
  random: () => number;
};

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

const surnameFragment = (name: string) => (name.split(' ')[1] ?? name).slice(0, 5).toLowerCase();
// The email's local part up to and into the surname ("oliver.smi"), as an adviser types it.
const emailFragment = (email: string) => email.slice(0, email.indexOf('.') + 4);

// A sampled household's client: its id, token and its firm's host (sent as X-Forwarded-Host: the bench's server
// trusts one proxy, as behind nginx).
function household(context: PathContext, only: (h: number) => boolean = () => true) {
  let h = pick(context.sample, context.random);
  while (!only(h)) h = pick(context.sample, context.random);
  const userId = context.plan.clientUserId(h);
  return { h, userId, token: tokenOf(userId, context.seed).token, host: hostOf(context, h) };
}

const hostOf = (context: PathContext, h: number) => ({
  'x-forwarded-host': firmDomain(context.plan.firmOf(h).id),
});

function staff(context: PathContext, role: 'adviser' | 'admin') {
  const { h } = household(context);
  const firm = context.plan.firmOf(h);
  const userId = role === 'admin' ? firm.adminId : context.plan.adviserOf(h);
  return { h, firm, token: tokenOf(userId, context.seed).token, host: hostOf(context, h) };
}

const listAsAdmin =
  (query: string) =>
  (context: PathContext): Request => {
    const { token, host } = staff(context, 'admin');
    return { method: 'GET', url: `/api/adviser/clients${query}`, token, headers: host };
  };

// The admin of the firm with the most households: the firm-wide paths (the client list and its sorts, the audit page,
// the dashboard of a member of staff who sees every client) at their dearest, at every size.
function largestFirmAdmin(context: PathContext) {
  const firm = context.plan.firms.reduce((a, b) => (b.households > a.households ? b : a));
  return {
    token: tokenOf(firm.adminId, context.seed).token,
    host: { 'x-forwarded-host': firmDomain(firm.id) },
  };
}

const inLargestFirm =
  (url: string) =>
  (context: PathContext): Request => {
    const { token, host } = largestFirmAdmin(context);
    return { method: 'GET', url, token, headers: host };
  };

export const clientSorts = [
  '-name',
  'last_activity',
  '-last_activity',
  'unread',
  '-unread',
  'status',
  '-status',
];

export const paths: Record<string, (context: PathContext) => Request> = {
  'sign in': (context) => {
    const { h } = household(context);
    return {
      method: 'POST',
      url: '/api/login',
      body: { email: personOf(h).email, password: benchPassword },
      // Each sign-in from an address of its own, as a platform's clients are (the bench's server trusts one proxy).
      headers: {
        'x-forwarded-for': `203.0.113.${1 + Math.floor(context.random() * 250)}`,
        ...hostOf(context, h),
      },
    };
  },
  'GET api/user': (context) => {
    const { token, host } = household(context);
    return { method: 'GET', url: '/api/user', token, headers: host };
  },
  'GET portal/changes': (context) => {
    const { h, token, host } = household(context);
    return { method: 'GET', url: `/api/clients/${h}/portal/changes`, token, headers: host };
  },
  'field save': (context) => {
    // Only a draft can be changed (a fact-find awaiting review or reviewed answers 409).
    const { h, token, host } = household(context, isDraft);
    return {
      method: 'PUT',
      url: `/api/clients/${h}/portal/changes/update`,
      token,
      body: {
        updates: { personal_details_client1: { middle_names: `M${Math.floor(context.random() * 1e9)}` } },
      },
      headers: { 'idempotency-key': randomUUID(), ...host },
    };
  },
  messages: (context) => {
    const { token, host } = household(context);
    return { method: 'GET', url: '/api/messages', token, headers: host };
  },
  notifications: (context) => {
    const { token, host } = household(context);
    return { method: 'GET', url: '/api/notifications', token, headers: host };
  },
  'adviser dashboard': (context) => {
    const { token, host } = staff(context, 'adviser');
    return { method: 'GET', url: '/api/adviser/dashboard', token, headers: host };
  },
  'client list': listAsAdmin(''),
  ...Object.fromEntries(
    clientSorts.map((sort) => [`client list sort=${sort}`, listAsAdmin(`?sort=${sort}`)]),
  ),
  'client search name': (context) => {
    const { h, token, host } = staff(context, 'admin');
    const search = encodeURIComponent(surnameFragment(personOf(h).name));
    return { method: 'GET', url: `/api/adviser/clients?search=${search}`, token, headers: host };
  },
  'client search email': (context) => {
    const { h, token, host } = staff(context, 'admin');
    const search = encodeURIComponent(emailFragment(personOf(h).email));
    return { method: 'GET', url: `/api/adviser/clients?search=${search}`, token, headers: host };
  },
  'client page': (context) => {
    const { h, token, host } = staff(context, 'adviser');
    return { method: 'GET', url: `/api/adviser/clients/${h}`, token, headers: host };
  },
  'audit page': (context) => {
    const { token, host } = staff(context, 'admin');
    return { method: 'GET', url: '/api/adviser/audit', token, headers: host };
  },
  'largest firm: client list': inLargestFirm('/api/adviser/clients'),
  ...Object.fromEntries(
    clientSorts.map((sort) => [
      `largest firm: client list sort=${sort}`,
      inLargestFirm(`/api/adviser/clients?sort=${sort}`),
    ]),
  ),
  'largest firm: audit page': inLargestFirm('/api/adviser/audit'),
  'largest firm: dashboard (admin)': inLargestFirm('/api/adviser/dashboard'),
  'data export': (context) => {
    const { h, token, host } = staff(context, 'admin');
    return { method: 'GET', url: `/api/adviser/clients/${h}/data-export`, token, headers: host };
  },
};

// The adviser's search in the largest firm (firm 1: 25 000 households at a million), by name and by email fragment.
export function largestFirmSearch(context: PathContext, kind: 'name' | 'email'): Request {
  const firm = context.plan.firms[0];
  if (!firm) throw new Error('no firm');
  const h = firm.first + Math.floor(context.random() * firm.households);
  const person = personOf(h);
  const search = kind === 'name' ? surnameFragment(person.name) : emailFragment(person.email);
  return {
    method: 'GET',
    url: `/api/adviser/clients?search=${encodeURIComponent(search)}`,
    token: tokenOf(firm.adminId, context.seed).token,
    headers: { 'x-forwarded-host': firmDomain(firm.id) },
  };
}

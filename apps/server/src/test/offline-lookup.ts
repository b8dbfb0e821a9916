import type { Lookup } from '../features/webhooks/address-guard.ts';

// Tests never ask a DNS server: a webhook endpoint's host name resolves only if it is localhost (the hosts file's
// loopback), else it is "not found" at once. A test that needs a name resolved passes its own lookup.
export const offlineLookup: Lookup = async (host) => {
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`${host} is not resolved in tests`), { code: 'ENOTFOUND' });
};

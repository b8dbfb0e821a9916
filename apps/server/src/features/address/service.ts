import { postcodeSector } from '@atrium/domain/address/postcode';
import { matchesProperty } from '@atrium/domain/address/property-match';
import {
  type Address,
  type AddressLookupResponse,
  addressMessages,
  type Sale,
  type SalesResponse,
  type Valuation,
  type ValuationResponse,
} from '@atrium/domain/contract/address';
import { todayIso } from '@atrium/domain/factfind/dates';
import { LRUCache } from 'lru-cache';
import type { AddressProvider, ProviderAddress } from '../../platform/address-lookup/provider.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AddressRepo, PricePaidRow } from './repo.ts';

type Deps = {
  provider: AddressProvider;
  repo: AddressRepo;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: { warn(details: object, message: string): void };
};

// Per user, across the three lookups: plenty for filling in a fact-find (a lookup, then sales and a valuation
// per property), little for scraping a paid address API through us.
const limits = [
  { scope: 'minute', limit: 60, windowSeconds: 60 },
  { scope: 'day', limit: 1_000, windowSeconds: 24 * 60 * 60 },
] as const;

// Addresses barely change and each provider lookup is paid for; sales change when an import runs.
const addressTtlMs = 10 * 60 * 1000;
const salesTtlMs = 5 * 60 * 1000;
const cacheEntries = 2_000;
// A postcode holds at most about a hundred addresses; this covers decades of their sales.
const salesPerPostcode = 500;
const valuationYears = 5;
// Below this many sales in five years a postcode's mean says little; its sector's is used instead.
const minimumSales = 3;

function toAddress(raw: ProviderAddress): Address {
  const lines = [raw.line1, raw.line2, raw.line3].map((line) => line.trim());
  return {
    identifierline: [...lines, raw.town, raw.postcode].filter(Boolean).join(', '),
    premise: raw.premise,
    postcode: raw.postcode,
    line_1: lines[0] ?? '',
    line_2: lines[1] ?? '',
    line_3: lines[2] ?? '',
    town: raw.town,
    county: raw.county,
    uprn: raw.uprn,
  };
}

// The addresses offered are de-duplicated by identifierline (the first of each is kept).
export function uniqueAddresses(addresses: Address[]): Address[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.identifierline.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toSale(row: PricePaidRow): Sale {
  return {
    transaction_id: row.transactionId,
    price: row.price,
    date: row.transferDate,
    property_type: row.propertyType,
    new_build: row.isNewBuild,
    tenure: row.tenure,
    paon: row.paon,
    saon: row.saon,
    street: row.street,
    locality: row.locality,
    town: row.town,
    district: row.district,
    county: row.county,
    postcode: row.postcode,
    category: row.category,
  };
}

// The same calendar day `years` earlier (29 February → 28 February).
function yearsBefore(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year - years, month - 1, day));
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

export function createAddressService({ provider, repo, rateLimiter, clock, logger }: Deps) {
  // Ages are read from the app clock on every check (ttlResolution 0: lru-cache otherwise reuses a reading for a
  // moment of real time, which a moved test clock would not see).
  const timing = { perf: { now: () => clock.now().getTime() }, ttlResolution: 0 };
  // fetch() shares one in-flight lookup among simultaneous callers; failures are not cached.
  const addresses = new LRUCache<string, Address[]>({
    max: cacheEntries,
    ttl: addressTtlMs,
    ...timing,
    fetchMethod: async (postcode) => uniqueAddresses((await provider.lookup(postcode)).map(toAddress)),
  });
  const sales = new LRUCache<string, PricePaidRow[]>({
    max: cacheEntries,
    ttl: salesTtlMs,
    ...timing,
    fetchMethod: (postcode) => repo.listSales(postcode, salesPerPostcode),
  });
  const valuations = new LRUCache<string, Valuation>({ max: cacheEntries, ttl: salesTtlMs, ...timing });

  async function throttle(auth: AuthContext) {
    const result = await rateLimiter.consume(
      limits.map(({ scope, limit, windowSeconds }) => ({
        key: `address-lookup:${scope}:user:${auth.userId}`,
        limit,
        windowSeconds,
      })),
    );
    if (!result.allowed) {
      const seconds = String(result.retryAfterSeconds);
      throw new AppError('too_many_attempts', addressMessages.tooManyLookups.replace(':seconds', seconds), {
        headers: { 'Retry-After': seconds },
      });
    }
  }

  async function valuationOf(postcode: string): Promise<Valuation> {
    const to = todayIso(clock.now());
    const key = `${postcode}|${to}`;
    const cached = valuations.get(key);
    if (cached) return cached;
    const from = yearsBefore(to, valuationYears);
    const own = await repo.saleStats({ postcode }, from, to);
    let valuation: Valuation = { ...own, from, to, basis: 'postcode', area: postcode };
    if (own.count < minimumSales) {
      const sector = postcodeSector(postcode);
      valuation = {
        ...(await repo.saleStats({ sector }, from, to)),
        from,
        to,
        basis: 'sector',
        area: sector,
      };
    }
    valuations.set(key, valuation);
    return valuation;
  }

  return {
    async lookup(auth: AuthContext, postcode: string): Promise<AddressLookupResponse> {
      await throttle(auth);
      try {
        return { data: { address: (await addresses.fetch(postcode)) ?? [] } };
      } catch (error) {
        // The provider's message names its status and code, never the key.
        logger.warn({ provider: provider.name, reason: (error as Error).message }, 'Address lookup failed');
        throw new AppError('not_configured', addressMessages.unavailable);
      }
    },

    // A postcode's sales, newest first; with an identifier (premise or address line), only that property's.
    async sales(auth: AuthContext, postcode: string, identifier: string | undefined): Promise<SalesResponse> {
      await throttle(auth);
      const rows = (await sales.fetch(postcode)) ?? [];
      const matched =
        identifier === undefined ? rows : rows.filter((row) => matchesProperty(row, identifier));
      return { data: { address: { result: { items: matched.map(toSale) } } } };
    },

    async valuation(auth: AuthContext, postcode: string): Promise<ValuationResponse> {
      await throttle(auth);
      return { data: { address: { data: await valuationOf(postcode) } } };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;

import type { AddressProvider, ProviderAddress } from './provider.ts';

// The embedded dataset used when no address API is configured: fictional addresses in the 'ZZ' postcode area,
// which Royal Mail never issues, so demo data can never be mistaken for a real home. The demo seed adds HM Land
// Registry-style sales for some of them (db/seed/price-paid.ts).
const town = 'Exampleton';
const county = 'Exampleshire';

function address(postcode: string, premise: string, line1: string, line2 = ''): ProviderAddress {
  return { line1, line2, line3: '', town, county, postcode, premise, uprn: null };
}

export const demoAddresses: readonly ProviderAddress[] = [
  address('ZZ1 1ZZ', '1', '1 Orchard Road'),
  address('ZZ1 1ZZ', '3', '3 Orchard Road'),
  address('ZZ1 1ZZ', 'Flat 1, 5', 'Flat 1', '5 Orchard Road'),
  address('ZZ1 1ZZ', 'Flat 2, 5', 'Flat 2', '5 Orchard Road'),
  address('ZZ1 1ZZ', 'Rose Cottage', 'Rose Cottage', 'Orchard Road'),
  address('ZZ1 1ZY', '2', '2 Mill Lane'),
  address('ZZ1 1ZY', '4', '4 Mill Lane'),
  address('ZZ1 1ZY', 'The Old Bakery', 'The Old Bakery', 'Mill Lane'),
  address('ZZ1 2ZZ', '7', '7 Church View'),
  address('ZZ1 2ZZ', '9', '9 Church View'),
];

export function createDemoAddressProvider(
  addresses: readonly ProviderAddress[] = demoAddresses,
): AddressProvider {
  return {
    name: 'demo',
    async lookup(postcode) {
      return addresses.filter((candidate) => candidate.postcode === postcode);
    },
  };
}

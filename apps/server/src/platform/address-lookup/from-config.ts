import type { Config } from '../../config.ts';
import { createDemoAddressProvider } from './demo.ts';
import { createIdealPostcodesProvider } from './ideal-postcodes.ts';
import type { AddressProvider } from './provider.ts';

export function addressProviderFromConfig(config: Pick<Config, 'addressLookup'>): AddressProvider {
  const ideal = config.addressLookup.idealPostcodes;
  return ideal ? createIdealPostcodesProvider(ideal) : createDemoAddressProvider();
}

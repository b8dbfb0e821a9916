// Where postcode lookups come from: a paid address API when one is configured, the embedded demo dataset when not.
// Addresses come back in Royal Mail's order for the postcode; the feature turns them into the API's shape.

export type ProviderAddress = {
  line1: string;
  line2: string;
  line3: string;
  town: string;
  county: string;
  postcode: string;
  // Building name and/or number with any sub-building ('Flat 2, 10'), as Ideal Postcodes' `premise`.
  premise: string;
  uprn: string | null;
};

export type AddressProvider = {
  name: string;
  // The postcode is already normalised ('ZZ1 1ZZ'). An unknown postcode gives an empty list; a service that cannot
  // answer (down, key refused, balance used up) throws AddressProviderError.
  lookup(postcode: string): Promise<ProviderAddress[]>;
};

export class AddressProviderError extends Error {
  override name = 'AddressProviderError';
}

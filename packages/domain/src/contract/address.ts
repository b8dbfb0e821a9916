import { z } from 'zod';
import { normalisePostcode, postcodeMessages } from '../address/postcode.ts';
import { dataOf } from './fields.ts';

// Address and property data (docs/decisions/005-take-home-pay-and-property-data.md): postcode lookup, HM Land Registry
// sales and a valuation from them.

export const addressMessages = {
  postcode: postcodeMessages.invalid,
  identifier:
    'The identifier must be the house name or number, or the first line of the address (300 characters at most).',
  tooManyLookups: 'Too many address lookups. Please try again in :seconds seconds.',
  unavailable: 'The address lookup service is not answering just now. Please type the address in instead.',
} as const;

// The postcode in the path, normalised ('zz11zz' → 'ZZ1 1ZZ'), or a 422 naming the field.
export const postcodeParamsSchema = z.object({
  postcode: z.string().transform((text, ctx) => {
    const postcode = normalisePostcode(text);
    if (postcode === null) {
      ctx.addIssue({ code: 'custom', message: addressMessages.postcode });
      return z.NEVER;
    }
    return postcode;
  }),
});

export const addressSchema = z.object({
  // The one-line address; lookups are de-duplicated on it.
  identifierline: z.string(),
  // The building name and/or number, with any flat: what identifies the property within its postcode.
  premise: z.string(),
  postcode: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  line_3: z.string(),
  town: z.string(),
  county: z.string(),
  // Ordnance Survey's Unique Property Reference Number, when the provider gives one.
  uprn: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressLookupResponseSchema = z.object({
  data: z.object({ address: z.array(addressSchema) }),
});
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>;

export const salesQuerySchema = z.object({
  identifier: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: addressMessages.identifier })
      .trim()
      .min(1)
      .max(300, addressMessages.identifier)
      .optional(),
  ),
});

// HM Land Registry's codes, as published in the Price Paid Data.
export const propertyTypeLabels = {
  D: 'Detached',
  S: 'Semi-detached',
  T: 'Terraced',
  F: 'Flat or maisonette',
  O: 'Other',
} as const;
export const tenureLabels = { F: 'Freehold', L: 'Leasehold', U: 'Unknown' } as const;

export const saleSchema = z.object({
  transaction_id: z.string(),
  // Whole pounds.
  price: z.number().int(),
  // The date of transfer, 'YYYY-MM-DD'.
  date: z.string(),
  property_type: z.string(),
  new_build: z.boolean(),
  tenure: z.string(),
  paon: z.string(),
  saon: z.string(),
  street: z.string(),
  locality: z.string(),
  town: z.string(),
  district: z.string(),
  county: z.string(),
  postcode: z.string(),
  // A: a standard sale at market value; B: additional (repossession, buy-to-let, sale to a company).
  category: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salesResponseSchema = z.object({
  data: z.object({ address: z.object({ result: z.object({ items: z.array(saleSchema) }) }) }),
});
export type SalesResponse = z.infer<typeof salesResponseSchema>;

export const valuationSchema = z.object({
  // The mean price in whole pounds; null when there were no sales at all.
  average: z.number().int().nullable(),
  count: z.number().int(),
  // The window: five years up to today, 'YYYY-MM-DD'.
  from: z.string(),
  to: z.string(),
  // Whose sales: the postcode's, or its sector's when the postcode had fewer than three.
  basis: z.enum(['postcode', 'sector']),
  area: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;

export const valuationResponseSchema = z.object({
  data: z.object({ address: dataOf(valuationSchema) }),
});
export type ValuationResponse = z.infer<typeof valuationResponseSchema>;

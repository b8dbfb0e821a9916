import { z } from 'zod';
import { type AddressProvider, AddressProviderError, type ProviderAddress } from './provider.ts';

export type IdealPostcodesSettings = { apiKey: string; baseUrl: string };

const timeoutMs = 5_000;

// The fields we read of a PAF address in Ideal Postcodes' postcode lookup (GET /v1/postcodes/{postcode}); others
// are ignored. Documented response: {result: [address…], code: 2000, message: 'Success'}; an unknown postcode is
// 404 {code: 4040}; a bad key 401 {code: 4010}; an exhausted balance 402 {code: 4020}.
const text = z.string().catch('');
const addressSchema = z.object({
  line_1: text,
  line_2: text,
  line_3: text,
  post_town: text,
  county: text,
  postal_county: text,
  postcode: text,
  premise: text,
  uprn: z.union([z.string(), z.number()]).nullable().catch(null),
});
const responseSchema = z.object({ result: z.array(addressSchema) });

function toAddress(raw: z.infer<typeof addressSchema>): ProviderAddress {
  return {
    line1: raw.line_1.trim(),
    line2: raw.line_2.trim(),
    line3: raw.line_3.trim(),
    town: raw.post_town.trim(),
    county: (raw.postal_county || raw.county).trim(),
    postcode: raw.postcode.trim(),
    premise: raw.premise.trim(),
    uprn: raw.uprn === null || raw.uprn === '' ? null : String(raw.uprn),
  };
}

// The key travels in the Authorization header (never the URL, so it stays out of access logs).
export function createIdealPostcodesProvider(
  settings: IdealPostcodesSettings,
  fetchImpl: typeof fetch = fetch,
): AddressProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    name: 'ideal-postcodes',
    async lookup(postcode) {
      const url = `${base}/v1/postcodes/${encodeURIComponent(postcode.replace(' ', ''))}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { authorization: `api_key="${settings.apiKey}"`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AddressProviderError(`Ideal Postcodes did not answer: ${(error as Error).message}`);
      }
      const body: unknown = await response.json().catch(() => null);
      const code = (body as { code?: unknown } | null)?.code;
      if (response.status === 404 && code === 4040) return [];
      if (!response.ok) {
        throw new AddressProviderError(
          `Ideal Postcodes answered ${response.status} (code ${String(code ?? 'none')})`,
        );
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new AddressProviderError('Ideal Postcodes answered with an unexpected body');
      return parsed.data.result.map(toAddress);
    },
  };
}

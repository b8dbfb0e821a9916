import type { Region } from '../contract/auth.ts';

// 'United Kingdom' gives uk, 'Ireland' gives ie; anything else keeps the user's region.
export function regionFromCountry(country: unknown, defaultRegion: Region): Region {
  if (country === 'United Kingdom') return 'uk';
  if (country === 'Ireland') return 'ie';
  return defaultRegion;
}

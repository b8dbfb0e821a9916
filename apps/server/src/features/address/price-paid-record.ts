import { normalisePostcode, postcodeSector } from '@atrium/domain/address/postcode';
import type { NewPricePaidRow } from './price-paid-repo.ts';

// One line of HM Land Registry's Price Paid Data CSV (no header; 16 columns): transaction id, price, date of
// transfer, postcode, property type (D/S/T/F/O), old/new (Y/N), duration (F/L, U on a few old records), PAON,
// SAON, street, locality, town/city, district, county, PPD category (A/B), record status (A added, C changed,
// D deleted). Source: gov.uk "About the Price Paid Data".

export type PricePaidOperation =
  | { kind: 'upsert'; row: NewPricePaidRow }
  | { kind: 'delete'; transactionId: string }
  // Valid, but without a usable postcode, so it can never be looked up: not stored (an earlier version is removed).
  | { kind: 'unlocatable'; transactionId: string }
  | { kind: 'invalid'; reason: string };

const idPattern = /^\{?([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\}?$/;
const datePattern = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

const invalid = (reason: string): PricePaidOperation => ({ kind: 'invalid', reason });

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

// Today's date in the UK (where HM Land Registry dates its transfers), as YYYY-MM-DD.
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

// `today` (YYYY-MM-DD): a transfer dated after it has not happened and is refused as invalid.
export function parsePricePaidRecord(
  fields: readonly string[],
  today: string = ukToday(),
): PricePaidOperation {
  if (fields.length !== 16 && fields.length !== 15)
    return invalid(`expected 16 columns, found ${fields.length}`);
  const field = (index: number) => (fields[index] ?? '').trim();
  const id = idPattern.exec(field(0))?.[1]?.toUpperCase();
  if (!id) return invalid('the transaction id is not a GUID');
  // The yearly and complete files have no changes, only additions; a missing status reads as A.
  const status = field(15) || 'A';
  if (status === 'D') return { kind: 'delete', transactionId: id };
  if (status !== 'A' && status !== 'C') return invalid(`unknown record status '${status}'`);

  const priceText = field(1);
  const price = Number(priceText);
  if (!/^\d{1,10}$/.test(priceText) || !Number.isSafeInteger(price) || price <= 0 || price > 2_147_483_647) {
    return invalid('the price is not a whole number of pounds');
  }
  const date = datePattern.exec(field(2))?.[1];
  if (!date || !isRealDate(date)) return invalid('the date of transfer is not a date');
  if (date > today) return invalid('the date of transfer is in the future');
  const propertyType = field(4);
  if (!['D', 'S', 'T', 'F', 'O'].includes(propertyType))
    return invalid(`unknown property type '${propertyType}'`);
  const oldNew = field(5);
  if (oldNew !== 'Y' && oldNew !== 'N') return invalid(`unknown old/new flag '${oldNew}'`);
  const tenure = field(6);
  if (!['F', 'L', 'U'].includes(tenure)) return invalid(`unknown duration '${tenure}'`);
  const category = field(14) || 'A';
  if (category !== 'A' && category !== 'B') return invalid(`unknown PPD category '${category}'`);

  const postcode = normalisePostcode(field(3));
  if (!postcode) return { kind: 'unlocatable', transactionId: id };
  return {
    kind: 'upsert',
    row: {
      transactionId: id,
      price,
      transferDate: date,
      postcode,
      sector: postcodeSector(postcode),
      propertyType,
      isNewBuild: oldNew === 'Y',
      tenure,
      paon: field(7),
      saon: field(8),
      street: field(9),
      locality: field(10),
      town: field(11),
      district: field(12),
      county: field(13),
      category,
    },
  };
}

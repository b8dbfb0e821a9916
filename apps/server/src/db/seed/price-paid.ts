import { postcodeSector } from '@atrium/domain/address/postcode';
import type { Db } from '../connect.ts';
import { pricePaidSales } from '../schema.ts';

type DemoSale = {
  id: number;
  monthsAgo: number;
  price: number;
  postcode: string;
  paon: string;
  saon?: string;
  street: string;
  propertyType: 'D' | 'S' | 'T' | 'F';
};

// Sales of the demo dataset's fictional 'ZZ' addresses (platform/address-lookup/demo.ts), dated back from the day
// of seeding so the five-year valuation has something to average: ZZ1 1ZZ has four sales in the window (its own
// average), ZZ1 1ZY one (its sector ZZ1 1's average is used) and ZZ1 2ZZ one, alone in sector ZZ1 2.
const demoSales: DemoSale[] = [
  {
    id: 1,
    monthsAgo: 20,
    price: 312_500,
    postcode: 'ZZ1 1ZZ',
    paon: '1',
    street: 'ORCHARD ROAD',
    propertyType: 'S',
  },
  {
    id: 2,
    monthsAgo: 86,
    price: 245_000,
    postcode: 'ZZ1 1ZZ',
    paon: '1',
    street: 'ORCHARD ROAD',
    propertyType: 'S',
  },
  {
    id: 3,
    monthsAgo: 36,
    price: 298_000,
    postcode: 'ZZ1 1ZZ',
    paon: '3',
    street: 'ORCHARD ROAD',
    propertyType: 'S',
  },
  {
    id: 4,
    monthsAgo: 24,
    price: 165_000,
    postcode: 'ZZ1 1ZZ',
    paon: '5',
    saon: 'FLAT 1',
    street: 'ORCHARD ROAD',
    propertyType: 'F',
  },
  {
    id: 5,
    monthsAgo: 51,
    price: 410_000,
    postcode: 'ZZ1 1ZZ',
    paon: 'ROSE COTTAGE',
    street: 'ORCHARD ROAD',
    propertyType: 'D',
  },
  {
    id: 6,
    monthsAgo: 144,
    price: 260_000,
    postcode: 'ZZ1 1ZZ',
    paon: 'ROSE COTTAGE',
    street: 'ORCHARD ROAD',
    propertyType: 'D',
  },
  {
    id: 7,
    monthsAgo: 6,
    price: 355_000,
    postcode: 'ZZ1 1ZY',
    paon: '2',
    street: 'MILL LANE',
    propertyType: 'T',
  },
  {
    id: 8,
    monthsAgo: 108,
    price: 199_950,
    postcode: 'ZZ1 1ZY',
    paon: '4',
    street: 'MILL LANE',
    propertyType: 'T',
  },
  {
    id: 9,
    monthsAgo: 12,
    price: 275_000,
    postcode: 'ZZ1 2ZZ',
    paon: '7',
    street: 'CHURCH VIEW',
    propertyType: 'S',
  },
];

function monthsBefore(today: Date, months: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 15));
  return date.toISOString().slice(0, 10);
}

// Additive and idempotent: rows already there (by transaction id) are left as they are.
export async function seedDemoPricePaid(db: Pick<Db, 'insert'>, today: Date = new Date()): Promise<void> {
  await db
    .insert(pricePaidSales)
    .values(
      demoSales.map((sale) => ({
        transactionId: `00000000-0000-4000-8000-${String(sale.id).padStart(12, '0')}`,
        price: sale.price,
        transferDate: monthsBefore(today, sale.monthsAgo),
        postcode: sale.postcode,
        sector: postcodeSector(sale.postcode),
        propertyType: sale.propertyType,
        isNewBuild: false,
        tenure: sale.propertyType === 'F' ? 'L' : 'F',
        paon: sale.paon,
        saon: sale.saon ?? '',
        street: sale.street,
        locality: '',
        town: 'EXAMPLETON',
        district: 'EXAMPLETON',
        county: 'EXAMPLESHIRE',
        category: 'A',
      })),
    )
    .onConflictDoNothing({ target: pricePaidSales.transactionId });
}

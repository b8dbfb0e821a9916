// The shape of the scale bench's data, the same for a given size on every run: 1 000 firms of uneven sizes (three
// large ones with 2.5 %, 2.2 % and 2.0 % of the households: 25 000, 22 000 and 20 000 at a million; the rest a
// Zipf-like tail, every firm at least one household, whose largest has 1.8 %: 17 000 at a million), each with an admin
// and one adviser per 400 households. Firm 1 is the largest, as bench/scale measures it.
// Ids are assigned here, in order, so every table can be written with COPY without asking the database for them.

import { createHash } from 'node:crypto';

export const firmCount = 1_000;
const largeShares = [0.025, 0.022, 0.02];
const householdsPerAdviser = 400;

export type Firm = {
  id: number;
  households: number;
  // The household ids [first, first + households).
  first: number;
  adminId: number;
  adviserIds: number[];
};

export type Layout = {
  households: number;
  firms: Firm[];
  staffCount: number;
  // A household's client user id is staffCount + household id.
  clientUserId(household: number): number;
  firmOf(household: number): Firm;
  adviserOf(household: number): number;
};

export function layout(households: number): Layout {
  const sizes = largeShares.map((share) => Math.floor(households * share));
  const rest = households - sizes.reduce((a, b) => a + b, 0);
  const tail = firmCount - largeShares.length;
  // The tail's weights start at its 6th rank, so its head stays below the large firms (firm 1 is the largest).
  const weights = Array.from({ length: tail }, (_, i) => 1 / (i + 6) ** 0.8);
  const total = weights.reduce((a, b) => a + b, 0);
  // At least one household each, the remainder by weight; what rounding down left over, one more each to the tail's
  // largest (fewer than one a firm, so the order holds).
  const tailSizes = weights.map((w) => Math.floor(((rest - tail) * w) / total) + 1);
  const shortfall = rest - tailSizes.reduce((a, b) => a + b, 0);
  for (let i = 0; i < shortfall; i++) tailSizes[i] = (tailSizes[i] ?? 0) + 1;
  const allSizes = [...sizes, ...tailSizes];
  const firms: Firm[] = [];
  let nextStaff = 1;
  let nextHousehold = 1;
  allSizes.forEach((size, i) => {
    const adminId = nextStaff++;
    const adviserIds = Array.from(
      { length: Math.max(1, Math.ceil(size / householdsPerAdviser)) },
      () => nextStaff++,
    );
    firms.push({ id: i + 1, households: size, first: nextHousehold, adminId, adviserIds });
    nextHousehold += size;
  });
  const staffCount = nextStaff - 1;
  // Household → firm index, by binary search over the firms' first ids.
  const firmOf = (household: number): Firm => {
    let lo = 0;
    let hi = firms.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((firms[mid] as Firm).first <= household) lo = mid;
      else hi = mid - 1;
    }
    return firms[lo] as Firm;
  };
  return {
    households,
    firms,
    staffCount,
    clientUserId: (household) => staffCount + household,
    firmOf,
    adviserOf(household) {
      const firm = firmOf(household);
      return firm.adviserIds[(household - firm.first) % firm.adviserIds.length] as number;
    },
  };
}

const firstNames = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Lily',
  'Arthur',
  'Grace',
  'Muhammad',
  'Freya',
  'Oscar',
  'Emily',
  'Charlie',
  'Sophia',
  'Thomas',
  'Ella',
  'James',
  'Poppy',
  'William',
  'Evie',
  'Henry',
  'Florence',
  'Alfie',
  'Aisha',
  'Joshua',
  'Priya',
  'Daniel',
  'Chloe',
  'Samuel',
  'Hannah',
  'Ethan',
  'Zara',
];
const surnames = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'James',
  'Bennett',
  'Young',
  'Phillips',
  'Richardson',
  'Mitchell',
  'Carter',
  'Kaur',
  'Singh',
  'Murphy',
  'Kelly',
  "O'Brien",
  'Campbell',
  'Stewart',
];

// A person's name and email from the household id alone (no random state: any process derives the same).
export function personOf(household: number): { name: string; jointName: string | null; email: string } {
  const first = firstNames[(household * 7919) % firstNames.length] as string;
  const surname = surnames[(household * 104_729) % surnames.length] as string;
  const partner = household % 3 === 0 ? (firstNames[(household * 31) % firstNames.length] as string) : null;
  const local = `${first}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    name: `${first} ${surname}`,
    jointName: partner ? `${partner} ${surname}` : null,
    email: `${local}.${household}@household.example`,
  };
}

export const staffEmail = (userId: number) => `staff${userId}@firm.example`;

// Each firm's own portal host (firm_domains): sessions and sign-ins are the firm's at its host only.
export const firmDomain = (firmId: number) => `firm${firmId}.portal.example`;

// The fact-find's status by household: three in five are drafts (the save path uses only those).
export const factFindStatuses = ['draft', 'draft', 'draft', 'awaiting-review', 'reviewed'] as const;
export const isDraft = (household: number) =>
  factFindStatuses[household % factFindStatuses.length] === 'draft';

// The bearer token of a user the load uses, derived from the seed and the id; only its SHA-256 is stored.
export function tokenOf(userId: number, seed: number): { token: string; hash: string } {
  const token = createHash('sha256').update(`atrium-scale-bench:${seed}:${userId}`).digest('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export const benchPassword = 'scale-bench-password-1';

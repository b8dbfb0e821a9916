import { isScottishPostcode } from '../address/postcode.ts';
import type { Region } from '../contract/auth.ts';
import { ageInYears, type ClientRecord, personDateOfBirth } from '../factfind/age.ts';
import { regionFromCountry } from '../factfind/region.ts';
import type { FactFindData } from '../factfind/template.ts';
import { readPath } from '../factfind/visibility.ts';
import type { TakeHomeRegion } from './take-home.ts';

export type Person = 1 | 2;

// The tax region a person's salary is taxed in when the caller does not say: the fact-find's country of
// domicile ('United Kingdom' → uk, 'Ireland' → ie, otherwise the client user's region), and within the
// UK, Scotland when the current address has a Scottish postcode (the household's address, so both people's).
export function defaultTakeHomeRegion(
  factFind: FactFindData,
  person: Person,
  userRegion: Region,
): TakeHomeRegion {
  const region = regionFromCountry(
    readPath(factFind, `employment_client${person}.country_domiciled`),
    userRegion,
  );
  if (region === 'ie') return 'ie';
  return isScottishPostcode(readPath(factFind, 'current_address.postcode')) ? 'scotland' : 'uk';
}

// Irish pension relief goes by the age reached during the tax year, i.e. by 31 December; null when unknown.
export function ageReachedInYear(
  factFind: FactFindData,
  person: Person,
  client: ClientRecord | null,
  calendarYear: number,
): number | null {
  return ageInYears(personDateOfBirth(person, factFind, client), `${calendarYear}-12-31`);
}

// Married couples and civil partners in Ireland are assessed jointly unless they choose otherwise (revenue.ie
// "Joint assessment": Revenue assesses them jointly by default once it knows of the marriage). The fact-find gives the
// marital status of each; both must be taxed in Ireland.
const marriedStatuses = new Set(['Married', 'Civil partnership']);

export function isIrishJointAssessment(factFind: FactFindData, userRegion: Region): boolean {
  if (readPath(factFind, 'joint') !== true) return false;
  const married = ([1, 2] as const).some((person) =>
    marriedStatuses.has(String(readPath(factFind, `personal_details_client${person}.marital_status`))),
  );
  return (
    married &&
    defaultTakeHomeRegion(factFind, 1, userRegion) === 'ie' &&
    defaultTakeHomeRegion(factFind, 2, userRegion) === 'ie'
  );
}

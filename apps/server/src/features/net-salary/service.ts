import {
  type NetSalaryQuery,
  type NetSalaryResponse,
  netSalaryMessages,
} from '@atrium/domain/contract/net-salary';
import { personDateOfBirth } from '@atrium/domain/factfind/age';
import { todayIso } from '@atrium/domain/factfind/dates';
import { irishPrsiEndDate, ukStatePensionDate } from '@atrium/domain/money/contribution-age';
import type { IeTaxYear } from '@atrium/domain/money/ie-tax-rules';
import { calculateTakeHome, type TakeHomeInput, type TakeHomeRegion } from '@atrium/domain/money/take-home';
import { ageReachedInYear, defaultTakeHomeRegion } from '@atrium/domain/money/take-home-defaults';
import { parseTaxYear, supportedTaxYears, taxYearOn } from '@atrium/domain/money/tax-year';
import type { UkTaxYear } from '@atrium/domain/money/uk-tax-rules';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { RequestValidationError } from '../../platform/validation.ts';
import { resolveClientAccess } from '../factfind/access.ts';
import type { NetSalaryRepo } from './repo.ts';

type Deps = { repo: NetSalaryRepo; clock: Clock };

// Minor units (pence, cents) to the API's pounds or euros with two decimals.
const major = (minor: number) => minor / 100;

export function createNetSalaryService({ repo, clock }: Deps) {
  return {
    // Who may ask: the client themself, their adviser and the firm's admins (as for the fact-find); anyone else is
    // told the client does not exist.
    async calculate(auth: AuthContext, clientId: number, query: NetSalaryQuery): Promise<NetSalaryResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      const person = query.owner === 'client2' ? 2 : 1;
      const factFind = (await repo.findLatestFactFindData(client.id)) ?? {};
      const region: TakeHomeRegion =
        query.region ?? defaultTakeHomeRegion(factFind, person, await repo.findUserRegion(client.userId));

      const errors: Record<string, string[]> = {};
      const taxYear =
        query.tax_year === undefined
          ? taxYearOn(region, todayIso(clock.now()))
          : parseTaxYear(region, query.tax_year);
      if (taxYear === null) {
        errors.tax_year = [
          netSalaryMessages.taxYear.replace(':years', supportedTaxYears(region).join(' or ')),
        ];
      }
      if (region === 'ie' && query.pension_method && query.pension_method !== 'net_pay') {
        errors.pension_method = [netSalaryMessages.irishPensionMethod];
      }
      if (region === 'ie' && query.student_loan) errors.student_loan = [netSalaryMessages.irishStudentLoan];
      if (taxYear === null || Object.keys(errors).length > 0) throw new RequestValidationError(errors);

      const common = { gross: query.salary, pensionPercent: query.pension_percent ?? 0 };
      const record = {
        name: client.name,
        joint_name: client.jointName,
        dob: client.dob,
        joint_dob: client.jointDob,
      };
      // The person's date of birth decides what their age changes: pension relief, USC from 70, PRSI from 66, NI
      // from State Pension age.
      const dateOfBirth = personDateOfBirth(person, factFind, record);
      const input: TakeHomeInput =
        region === 'ie'
          ? {
              ...common,
              region,
              taxYear: taxYear as IeTaxYear,
              pensionMethod: 'net_pay',
              age: ageReachedInYear(factFind, person, record, Number(taxYear)),
              prsiEndsOn: irishPrsiEndDate(dateOfBirth),
            }
          : {
              ...common,
              region,
              taxYear: taxYear as UkTaxYear,
              pensionMethod: query.pension_method ?? 'net_pay',
              studentLoans: query.student_loan ?? [],
              statePensionDate: ukStatePensionDate(dateOfBirth),
            };
      const result = calculateTakeHome(input);
      return {
        data: {
          gross: major(result.gross),
          income_tax: major(result.incomeTax),
          national_insurance: major(result.nationalInsurance),
          usc: major(result.usc),
          prsi: major(result.prsi),
          pension: major(result.pension),
          student_loan: major(result.studentLoan),
          net: major(result.net),
          net_monthly: major(result.netMonthly),
          tax_year: result.taxYear,
          region: result.region,
        },
      };
    },
  };
}

export type NetSalaryService = ReturnType<typeof createNetSalaryService>;

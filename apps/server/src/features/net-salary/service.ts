import type { Region } from '@atrium/domain/contract/auth';
import type { NetSalaryQuery, NetSalaryResponse } from '@atrium/domain/contract/net-salary';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { type TakeHomeBasis, takeHomeOf } from '@atrium/domain/money/salary-take-home';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { validationFailed } from '../../platform/errors.ts';
import { resolveClientAccess } from '../factfind/access.ts';
import type { ClientAccessRow } from '../factfind/repo.ts';
import type { NetSalaryRepo } from './repo.ts';

type Deps = { repo: NetSalaryRepo; clock: Clock };

// Minor units (pence, cents) to the API's pounds or euros with two decimals.
const major = (minor: number) => minor / 100;

// What a salary's take-home depends on for this client today: the same for GET …/calculate-net-salary and the
// household's totals (features/finances/service.ts), so the two never disagree.
export function takeHomeBasisOf(
  client: ClientAccessRow,
  factFind: FactFindData,
  userRegion: Region,
  now: Date,
): TakeHomeBasis {
  return {
    factFind,
    userRegion,
    client: { name: client.name, joint_name: client.jointName, dob: client.dob, joint_dob: client.jointDob },
    today: todayIso(now),
  };
}

export function createNetSalaryService({ repo, clock }: Deps) {
  return {
    // Who may ask: the client themself, their adviser and the firm's admins (as for the fact-find); anyone else is
    // told the client does not exist. The figure is the one the household's totals count
    // (packages/domain/src/money/salary-take-home.ts).
    async calculate(auth: AuthContext, clientId: number, query: NetSalaryQuery): Promise<NetSalaryResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      const answer = takeHomeOf(
        query,
        takeHomeBasisOf(
          client,
          (await repo.findLatestFactFindData(client.id)) ?? {},
          await repo.findUserRegion(client.userId),
          clock.now(),
        ),
      );
      if (!answer.ok) throw validationFailed({ errors: answer.errors });
      const result = answer.takeHome;
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

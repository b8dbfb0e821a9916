import { beforeAll } from 'vitest';
import {
  createFakeClock,
  freshSessionRequester,
  testConfig,
  useTempDir,
  useTestApp,
} from './build-test-app.ts';
import { anotherFirm, createToken, createUser } from './factories.ts';
import { carterHousehold } from './household.ts';
import { setUpTotp } from './signatures.ts';

// The office the document-request, signature and letter-of-authority tests work in: the Carters' joint household
// (test/household.ts's carterHousehold) with their adviser, another adviser and an admin of the firm, an admin of
// another firm, and a session for each that outlasts the file. `world` is filled before the file's own beforeAll
// runs; a file that needs more people declares them in its own type (`useCarterOffice<World>`) and adds them there.
export type CarterOffice = {
  firmId: number;
  adviserId: number;
  otherAdviserId: number;
  clientId: number;
  jamesId: number;
  emmaId: number;
  tokens: Record<'adviser' | 'admin' | 'james' | 'emma' | 'otherAdviser' | 'strangerAdmin', string>;
  // James's and Emma's authenticator apps' secrets, with `totp: true`.
  secrets: { james: string; emma: string };
};

export function useCarterOffice<World extends CarterOffice = CarterOffice>(options: {
  tempDirPrefix: string;
  totp?: boolean;
}) {
  // Monday 2 November 2026, 09:00 in London (GMT).
  const clock = createFakeClock(new Date('2026-11-02T09:00:00Z'));
  const dataDir = useTempDir(options.tempDirPrefix);
  const { database, t } = useTestApp({ clock, config: () => testConfig({ DATA_DIR: dataDir.path }) });
  const call = freshSessionRequester(() => t, database, clock);
  const lasting = (userId: number) =>
    createToken(database.db, { userId, expiresAt: new Date('2100-01-01T00:00:00Z') });
  const world = {} as World;

  beforeAll(async () => {
    const { firm, adviser, james, emma } = await carterHousehold(database.db);
    const otherAdviser = await createUser(database.db, { firmId: firm.id, role: 'adviser' });
    const admin = await createUser(database.db, { firmId: firm.id, role: 'admin' });
    const { admin: strangerAdmin } = await anotherFirm(database.db, ['admin']);
    Object.assign(world, {
      firmId: firm.id,
      adviserId: adviser.id,
      otherAdviserId: otherAdviser.id,
      clientId: james.client.id,
      jamesId: james.user.id,
      emmaId: emma.id,
      tokens: {
        adviser: await lasting(adviser.id),
        admin: await lasting(admin.id),
        james: await lasting(james.user.id),
        emma: emma.token,
        otherAdviser: await lasting(otherAdviser.id),
        strangerAdmin: await lasting(strangerAdmin.id),
      },
    });
    if (options.totp) {
      world.secrets = {
        james: await setUpTotp(call, world.tokens.james, clock),
        emma: await setUpTotp(call, world.tokens.emma, clock),
      };
    }
  });

  return { clock, database, t, call, lasting, world };
}

import { parseArgs } from 'node:util';
import { createFirmWithAdmin, FirmCreateError } from '../features/tenancy/firm-create.ts';
import { createFirmCreateRepo } from '../features/tenancy/firm-create-repo.ts';
import { createTenancyRepo } from '../features/tenancy/repo.ts';
import { systemClock } from '../platform/clock.ts';
import { createOutbox } from '../platform/outbox/outbox.ts';
import { announceEverySessionChanged } from '../platform/realtime/realtime.ts';
import { type CliIo, readOptions, runWhenMain } from './cli.ts';
import { openScriptDatabase } from './open-database.ts';

// `npm run firm:create -- --name "…" --domain … --admin-email …`: adds a firm to this deployment with its first
// admin, who is mailed an invitation through the outbox (sent by the portal's mail worker: at once with PostgreSQL,
// at the next start with the embedded database). Like the Price Paid import it works on PostgreSQL (DATABASE_URL)
// at any time and on the embedded database (DATA_DIR) only while the portal is stopped.

const usage = `Usage: npm run firm:create -- --name "Firm name" --domain portal.example.com --admin-email admin@example.com
       [--domain another.example.com …] [--admin-name "Their name"] [--colour #009ca6] [--force]

Adds a firm served at the given domains (the Host its users reach the portal at), with its first admin, who is
mailed a link to create their password. --force opens the embedded database even if it looks in use.
`;

export async function runFirmCreateCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const values = readOptions(
    () =>
      parseArgs({
        args: [...args],
        options: {
          name: { type: 'string' },
          domain: { type: 'string', multiple: true },
          'admin-email': { type: 'string' },
          'admin-name': { type: 'string' },
          colour: { type: 'string' },
          force: { type: 'boolean' },
          help: { type: 'boolean' },
        },
      }),
    usage,
    io,
  );
  if (typeof values === 'number') return values;
  if (!values.name || !values.domain?.length || !values['admin-email']) {
    io.stderr.write(usage);
    return 1;
  }

  const opened = await openScriptDatabase(env, io, {
    force: Boolean(values.force),
    runAgain: 'run the command again',
  });
  if (!opened) return 1;
  const { config, database } = opened;
  try {
    const created = await createFirmWithAdmin(
      {
        name: values.name,
        domains: values.domain,
        adminEmail: values['admin-email'],
        ...(values['admin-name'] ? { adminName: values['admin-name'] } : {}),
        ...(values.colour ? { primaryColour: values.colour } : {}),
      },
      {
        repo: createFirmCreateRepo(database.db),
        tenancy: createTenancyRepo(database.db),
        outbox: createOutbox(database.db, systemClock, { appUrl: config.appUrl }),
        clock: systemClock,
        appUrl: config.appUrl,
      },
    );
    // The new domains are now claimed: a running instance must not keep serving another firm's cached session at
    // one of them (features/auth/session-cache.ts).
    if (config.redisUrl) {
      await announceEverySessionChanged(config.redisUrl, config.redisPrefix).catch((error: unknown) => {
        io.stderr.write(
          `Running instances could not be told through Redis (${(error as Error).message}); they apply the new domains to signed-in sessions within a minute.\n`,
        );
      });
    }
    io.stdout.write(
      `Created firm ${created.firmId} "${values.name.trim()}" at ${created.domains.join(', ')} (${created.portalUrl}).\n` +
        `Invitation to create a password queued for ${values['admin-email']}` +
        `${config.mail.smtpUrl ? '' : ' (no SMTP_URL: it waits in the development outbox, /dev/mailbox)'}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof FirmCreateError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runWhenMain(import.meta.url, runFirmCreateCli, 'Creating the firm failed:');

import type { InvitationRequest } from '@atrium/domain/contract/account';
import { type ClientsImportResponse, onboardingMessages } from '@atrium/domain/contract/client-onboarding';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { type AppError, invalidField, notFound, validationFailed } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { generateToken } from '../../platform/tokens.ts';
import { assertStaff } from '../access/access.ts';
import type { NewInvitedClient } from './client-onboarding-repo.ts';
import { readClientsCsv } from './clients-csv.ts';
import { accountMails } from './mails.ts';
import { type AccountDeps, brandOf } from './password-service.ts';
import type { AccountRepo } from './repo.ts';

// An invitation is good for 7 days and one use: the client's, the partner's, the team's and a new firm's first
// admin's alike.
export const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

// A fresh invitation link for the user, voiding their older ones (db/single-use-links.ts replaceLink). Answers the
// token for the mail; only its hash is stored.
export async function issueInvitation(
  accounts: Pick<AccountRepo, 'replaceInvitation'>,
  invitation: { firmId: number; userId: number; invitedBy: number },
  now: Date,
): Promise<string> {
  const { token, tokenHash } = generateToken();
  await accounts.replaceInvitation({
    ...invitation,
    tokenHash,
    expiresAt: new Date(now.getTime() + invitationLifetimeMs),
    createdAt: now,
  });
  return token;
}

// The invitation mail, in the firm's brand, naming who invited them, with the create-password link: for clients
// added here, a client invited again (onboarding-service.ts) and a household's partner (features/household).
export function sendInvitationMail(
  outbox: Pick<Outbox, 'sendMail'>,
  appUrl: string,
  invitation: {
    firm: { id: number; name: string; primaryColour: string };
    to: { name: string; email: string };
    inviterName: string | null;
    token: string;
  },
): Promise<void> {
  const { firm, to, inviterName, token } = invitation;
  const mail = accountMails.invitation(brandOf(firm), to.name, inviterName, `${appUrl}/invite/${token}`);
  return outbox.sendMail({ firmId: firm.id, to: to.email, ...mail });
}

type Staff = { id: number; emailNormalised: string };
type AdviserChoice = { id: number | null | undefined } | { email: string | undefined };
type Added = { id: number; name: string; email: string };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// Advisers and admins (features/access assertStaff), refused in this feature's words.
export function requireStaff(auth: AuthContext): void {
  assertStaff(auth, 'Only advisers can invite clients.');
}

// Whose client a new client is: an adviser adds clients for themself only; an admin chooses any of the firm's
// advisers or admins still active, or none yet. Either answer names the problem, for the field or the row.
function adviserFor(
  auth: AuthContext,
  staff: Staff[],
  choice: AdviserChoice,
): { adviserId: number | null } | { problem: string } {
  const found =
    'id' in choice
      ? staff.find((member) => member.id === choice.id)
      : choice.email
        ? staff.find((member) => member.emailNormalised === normaliseEmail(choice.email ?? ''))
        : undefined;
  const isGiven = 'id' in choice ? choice.id !== null && choice.id !== undefined : Boolean(choice.email);
  if (auth.role === 'adviser') {
    if (!isGiven || found?.id === auth.userId) return { adviserId: auth.userId };
    return { problem: onboardingMessages.adviserSelfOnly };
  }
  if (!isGiven) return { adviserId: null };
  return found ? { adviserId: found.id } : { problem: onboardingMessages.adviserUnknown };
}

// Adding clients from the workspace (docs/clients-csv.md): one from the dialog or many from a file, each created
// as an invited user of the caller's firm and mailed the invitation of features/account.
export function createClientOnboarding({ repo, outbox, audit, clock, appUrl }: AccountDeps) {
  // Created together (all or nothing), then each mailed and audited.
  async function createAll(
    auth: AuthContext,
    rows: Omit<NewInvitedClient, 'tokenHash'>[],
    info: ClientInfo,
    onTaken: () => AppError,
  ): Promise<Added[]> {
    const firm = await repo.findFirm(auth.firmId);
    if (!firm) throw notFound();
    const now = clock.now();
    // One hash of a random secret nobody knows for the whole batch: argon2 is slow on purpose, and no password
    // can match it until each client chooses their own.
    const passwordHash = await hashPassword(generateToken().token);
    const tokens = rows.map(() => generateToken());
    let created: { userId: number; clientId: number }[];
    try {
      created = await repo.createInvitedClients(
        {
          firmId: auth.firmId,
          invitedBy: auth.userId,
          passwordHash,
          expiresAt: new Date(now.getTime() + invitationLifetimeMs),
          now,
        },
        rows.map((row, index) => ({ ...row, tokenHash: tokens[index]?.tokenHash ?? '' })),
      );
    } catch (error) {
      // Someone else took an address between the check and the insert.
      if (isUniqueViolation(error)) throw onTaken();
      throw error;
    }
    const inviter = await repo.findUser(auth.userId);
    const added: Added[] = [];
    for (const [index, row] of rows.entries()) {
      const ids = created[index];
      const token = tokens[index]?.token;
      if (!ids || !token) continue;
      await sendInvitationMail(outbox, appUrl, { firm, to: row, inviterName: inviter?.name ?? null, token });
      const data = { clientId: ids.clientId, clientUserId: ids.userId, adviserId: row.adviserId };
      const who = { ...info, firmId: auth.firmId, userId: auth.userId };
      await audit.record({ ...who, type: 'client.added', data: { ...data, joint: row.jointName !== null } });
      await audit.record({ ...who, type: 'invitation.sent', data: { clientId: ids.clientId } });
      added.push({ id: ids.clientId, name: row.name, email: row.email });
    }
    return added;
  }

  return {
    // The dialog's "Add client": an address in use anywhere in the firm is a 422 beside its field.
    async add(auth: AuthContext, input: InvitationRequest, info: ClientInfo): Promise<Added> {
      requireStaff(auth);
      const emailKey = normaliseEmail(input.email);
      const partnerKey = input.partner_email ? normaliseEmail(input.partner_email) : null;
      const [staff, taken] = await Promise.all([
        repo.listActiveStaff(auth.firmId),
        repo.findTakenEmails(auth.firmId, partnerKey ? [emailKey, partnerKey] : [emailKey]),
      ]);
      const errors: Record<string, string[]> = {};
      const adviser = adviserFor(auth, staff, { id: input.adviser_id });
      if ('problem' in adviser) errors.adviser_id = [adviser.problem];
      if (taken.has(emailKey)) errors.email = [onboardingMessages.emailTaken];
      if (partnerKey && taken.has(partnerKey)) errors.partner_email = [onboardingMessages.emailTaken];
      const first = Object.values(errors)[0]?.[0];
      if (first || 'problem' in adviser)
        throw validationFailed({ errors, message: first ?? onboardingMessages.adviserUnknown });
      const [added] = await createAll(
        auth,
        [
          {
            name: input.name.trim(),
            email: input.email,
            emailNormalised: emailKey,
            jointName: input.partner_name ?? null,
            jointEmail: input.partner_email ?? null,
            adviserId: adviser.adviserId,
          },
        ],
        info,
        () => invalidField('email', onboardingMessages.emailTaken, onboardingMessages.emailTaken),
      );
      if (!added) throw new Error('client not added');
      return added;
    },

    // All or nothing, like the portfolio import: every row is checked first, and any problem answers 422 with
    // each row's, keyed rows.{line}.{column}; nothing is added and nobody is mailed.
    async importCsv(auth: AuthContext, csv: string, info: ClientInfo): Promise<ClientsImportResponse> {
      requireStaff(auth);
      const file = readClientsCsv(csv);
      if (!file.ok) throw validationFailed({ errors: file.errors, message: onboardingMessages.importFailed });
      const keys = file.rows.flatMap(({ row }) =>
        [row.email, row.partner_email].filter((value): value is string => Boolean(value)).map(normaliseEmail),
      );
      const [staff, taken] = await Promise.all([
        repo.listActiveStaff(auth.firmId),
        repo.findTakenEmails(auth.firmId, keys),
      ]);
      const { problems } = file;
      const rows: Omit<NewInvitedClient, 'tokenHash'>[] = [];
      for (const { line, row } of file.rows) {
        const emailKey = normaliseEmail(row.email);
        const adviser = adviserFor(auth, staff, { email: row.adviser_email });
        if ('problem' in adviser) problems.add(line, 'adviser_email', adviser.problem);
        if (taken.has(emailKey)) problems.add(line, 'email', onboardingMessages.emailTaken);
        if (row.partner_email && taken.has(normaliseEmail(row.partner_email)))
          problems.add(line, 'partner_email', onboardingMessages.emailTaken);
        if ('adviserId' in adviser)
          rows.push({
            name: row.name,
            email: row.email,
            emailNormalised: emailKey,
            jointName: row.partner_name ?? null,
            jointEmail: row.partner_email ?? null,
            adviserId: adviser.adviserId,
          });
      }
      if (Object.keys(problems.errors).length > 0)
        throw validationFailed({ errors: problems.errors, message: onboardingMessages.importFailed });
      const added = await createAll(auth, rows, info, () =>
        invalidField(
          'csv',
          'An address in the file was taken while it was being checked. Upload the file again.',
          onboardingMessages.importFailed,
        ),
      );
      await audit.record(callerEvent(auth, info, 'clients.imported', { created: added.length }));
      return {
        message: onboardingMessages.imported(added.length),
        data: { created: added.length, clients: added },
      };
    },
  };
}

import type { FactFindStatus, PortalChangesResponse } from '@atrium/domain/contract/factfind';
import {
  type DeclarationPerson,
  type DeclarationsResponse,
  declarationMessages,
} from '@atrium/domain/contract/factfind-declarations';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { displayPersonName } from '@atrium/domain/factfind/names';
import type { FactFindData } from '@atrium/domain/factfind/template';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { DeclarationRecord } from '../adviser-factfind/pdf-declarations.ts';
import type { Notify } from '../notifications/service.ts';
import { resolveClientAccess } from './access.ts';
import type { DeclarationRow, DeclarationsRepo } from './declarations-repo.ts';
import type { LiveEdits } from './live-edits.ts';
import type { ClientAccessRow, FactFindRepo } from './repo.ts';

type Person = 1 | 2;
export type SignIn = { userId: number; person: Person; name: string };

// Who must declare, and whether each has: the household's people who have a sign-in (a partner not yet signed up
// cannot hold the fact-find back), the partner only while the fact-find is joint. A declaration stands while no
// answer has changed since it was made (its lastChangeId is the latest).
export function declarationState(input: {
  required: boolean;
  client: Pick<ClientAccessRow, 'name' | 'jointName'>;
  data: FactFindData;
  signIns: SignIn[];
  declarations: Pick<DeclarationRow, 'person' | 'declaredAt' | 'lastChangeId'>[];
  lastChangeId: number;
  callerId: number;
}): { people: DeclarationPerson[]; complete: boolean; waitingFor: string[] } {
  const persons: Person[] = input.data.joint === true ? [1, 2] : [1];
  const names = { name: input.client.name, joint_name: input.client.jointName };
  const people = persons.map((person): DeclarationPerson => {
    const signIn = input.signIns.find((candidate) => candidate.person === person);
    const made = input.declarations.find((declaration) => declaration.person === person);
    const stands = made !== undefined && made.lastChangeId >= input.lastChangeId;
    return {
      person,
      name: displayPersonName(person, input.data, names),
      can_sign_in: signIn !== undefined,
      required: input.required && signIn !== undefined,
      declared: stands,
      declared_at: stands ? made.declaredAt.toISOString() : null,
      is_outdated: made !== undefined && !stands,
      is_you: signIn?.userId === input.callerId,
    };
  });
  const waitingFor = people.filter((p) => p.required && !p.declared).map((p) => p.name);
  return { people, complete: waitingFor.length === 0, waitingFor };
}

// Whom a submission still waits for (their names): none when the firm asks for no declaration. Read with the
// submission's transaction (service.ts submit), after its lock on the fact-find.
export async function waitingForDeclarations(
  r: Pick<FactFindRepo, 'declarations'>,
  client: Pick<ClientAccessRow, 'id' | 'firmId' | 'name' | 'jointName'>,
  factFind: { id: number; data: FactFindData },
  callerId: number,
): Promise<string[]> {
  const settings = await r.declarations.findSettings(client.firmId);
  if (!settings.required) return [];
  const [signIns, made, lastChangeId] = await Promise.all([
    r.declarations.listSignIns(client.id),
    r.declarations.latestDeclarations(factFind.id),
    r.declarations.lastChangeId(factFind.id),
  ]);
  return declarationState({
    required: true,
    client,
    data: factFind.data,
    signIns,
    declarations: made,
    lastChangeId,
    callerId,
  }).waitingFor;
}

type Deps = {
  repo: FactFindRepo;
  audit: AuditLog;
  clock: Clock;
  // The fact-find's own submission (service.ts), which checks the declarations again under its lock.
  submit: (auth: AuthContext, clientId: number, info: ClientInfo) => Promise<PortalChangesResponse>;
  // The household's other people told of a declaration (live-edits.ts announceStatus).
  announce?: LiveEdits['announceStatus'];
  // Asks the partner still to declare, in their bell and by mail (features/notifications, features/alerts).
  notify?: Notify;
};

export function createDeclarationsService({ repo, audit, clock, submit, announce, notify }: Deps) {
  const declarations: DeclarationsRepo = repo.declarations;

  // The people of the household (each for themselves) and the firm's side as for the fact-find (access.ts).
  // A client who is not one of the household's people is told it does not exist.
  async function reach(auth: AuthContext, clientId: number) {
    const client = await repo.findClient(clientId, auth.firmId);
    if (!client) throw notFound();
    const signIns = await declarations.listSignIns(client.id);
    if (auth.role === 'client') {
      const me = signIns.find((signIn) => signIn.userId === auth.userId);
      if (!me) throw notFound();
      return { client, signIns, me };
    }
    await resolveClientAccess({ findClient: async () => client }, auth, clientId);
    return { client, signIns, me: null };
  }

  async function stateOf(
    auth: AuthContext,
    client: ClientAccessRow,
    signIns: SignIn[],
    status?: FactFindStatus,
  ): Promise<DeclarationsResponse & { waitingFor: string[] }> {
    const [settings, factFind] = await Promise.all([
      declarations.findSettings(client.firmId),
      repo.findLatestFactFind(client.id),
    ]);
    const [made, lastChangeId] = factFind
      ? await Promise.all([
          declarations.latestDeclarations(factFind.id),
          declarations.lastChangeId(factFind.id),
        ])
      : [[], 0];
    const state = declarationState({
      required: settings.required,
      client,
      data: factFind?.data ?? {},
      signIns,
      declarations: made,
      lastChangeId,
      callerId: auth.userId,
    });
    return {
      data: {
        required: settings.required,
        text: settings.text,
        complete: state.complete,
        status: status ?? factFind?.status ?? 'draft',
        people: state.people,
      },
      waitingFor: state.waitingFor,
    };
  }

  const body = ({ data }: DeclarationsResponse): DeclarationsResponse => ({ data });

  // After one partner declares while the set is not complete: each other person whose declaration is needed and
  // does not stand is asked for it. Each ask is news: a partner declares again only after answers changed, which
  // set aside the other's declaration too. The submission waits for them.
  async function askOthers(
    client: ClientAccessRow,
    signIns: SignIn[],
    state: DeclarationsResponse['data'],
    declarer: { userId: number; person: Person },
  ) {
    if (!notify) return;
    const waiting = state.people.filter((p) => p.required && !p.declared && p.person !== declarer.person);
    if (waiting.length === 0) return;
    const declared = state.people.find((p) => p.person === declarer.person)?.name ?? 'Your partner';
    const adviser = client.adviserId ? await repo.findUserSummary(client.adviserId) : null;
    for (const person of waiting) {
      const signIn = signIns.find((candidate) => candidate.person === person.person);
      if (!signIn || signIn.userId === declarer.userId) continue;
      await notify(signIn.userId, {
        type: notificationTypes.factFindDeclarationRequested,
        title: `${declared} has made their declaration`,
        body: `Yours is needed before the fact-find goes to ${adviser?.name ?? 'your adviser'}.`,
        link: '/fact-find/review',
      });
    }
  }

  return {
    // For the PDF (features/adviser-factfind/pdf-declarations.ts), after its own access check: one fact-find's
    // declarations, each person's with the words they declared.
    async recordOf(clientId: number, factFindId: number): Promise<DeclarationRecord> {
      const factFind = await repo.findFactFind(factFindId);
      const client =
        factFind && factFind.clientId === clientId ? await repo.findClient(clientId, factFind.firmId) : null;
      if (!factFind || !client) return { required: false, people: [] };
      const [settings, signIns, made, lastChangeId] = await Promise.all([
        declarations.findSettings(client.firmId),
        declarations.listSignIns(client.id),
        declarations.latestDeclarations(factFind.id),
        declarations.lastChangeId(factFind.id),
      ]);
      const state = declarationState({
        required: settings.required,
        client,
        data: factFind.data,
        signIns,
        declarations: made,
        lastChangeId,
        callerId: 0,
      });
      const textOf = (person: Person) => made.find((row) => row.person === person)?.text ?? null;
      return {
        required: settings.required,
        people: state.people.map((person) => ({ ...person, text: textOf(person.person) })),
      };
    },

    async get(auth: AuthContext, clientId: number): Promise<DeclarationsResponse> {
      const { client, signIns } = await reach(auth, clientId);
      return body(await stateOf(auth, client, signIns));
    },

    // The caller declares for themselves, in the firm's words of the moment. The declaration that completes the
    // set submits the fact-find (unless answers are still missing: it stays a draft, the declarations standing).
    async declare(auth: AuthContext, clientId: number, info: ClientInfo): Promise<DeclarationsResponse> {
      const { client, signIns, me } = await reach(auth, clientId);
      if (!me) throw new AppError('forbidden', declarationMessages.onlyThePeople);
      const settings = await declarations.findSettings(client.firmId);
      if (!settings.required) throw new AppError('conflict', declarationMessages.notRequired);
      const factFind = await repo.findLatestFactFind(client.id);
      if (factFind?.status !== 'draft') throw new AppError('conflict', declarationMessages.notOpen);
      const declaration = await declarations.insertDeclaration({
        factFindId: factFind.id,
        userId: auth.userId,
        person: me.person,
        text: settings.text,
        lastChangeId: await declarations.lastChangeId(factFind.id),
        declaredAt: clock.now(),
      });
      await audit.record({
        ...info,
        type: 'factfind.declared',
        firmId: client.firmId,
        userId: auth.userId,
        data: {
          clientId: client.id,
          factFindId: factFind.id,
          person: me.person,
          declarationId: declaration.id,
        },
      });
      const state = await stateOf(auth, client, signIns);
      const told = (status: FactFindStatus) =>
        announce?.({ clientId: client.id, factFindId: factFind.id, userId: auth.userId, status });
      if (!state.data.complete) {
        await told('draft');
        await askOthers(client, signIns, state.data, { userId: auth.userId, person: me.person });
        return body(state);
      }
      try {
        const submitted = await submit(auth, clientId, info);
        await told(submitted.status);
        return body(await stateOf(auth, client, signIns, submitted.status));
      } catch (error) {
        // Answers still missing: the declarations stand and the review page lists what is missing.
        if (error instanceof AppError && error.status === 422) {
          await told('draft');
          return body(state);
        }
        throw error;
      }
    },
  };
}

export type DeclarationsService = ReturnType<typeof createDeclarationsService>;

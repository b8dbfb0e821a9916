import { adviserPaths } from '@atrium/domain/contract/adviser';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type OwnSupportNeedsResponse,
  type SaveSupportNeedsBody,
  type SupportAdjustmentsResponse,
  type SupportNeeds,
  type SupportNeedsDetailResponse,
  supportNeedsMessages,
} from '@atrium/domain/contract/support-needs';
import {
  type Adjustment,
  type ConsentVersion,
  type ContactMethod,
  currentConsentVersion,
  type Driver,
} from '@atrium/domain/support/needs';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { type Household, personName, type ScopedDeps } from '../access/access.ts';
import type { NotifyFirm } from '../notifications/service.ts';
import type { SupportNeedsRepo, SupportNeedsRow } from './repo.ts';

type Deps = ScopedDeps & { repo: SupportNeedsRepo; notifyFirm: NotifyFirm };

type Change = 'recorded' | 'changed' | 'withdrew';

// The stored row as its person (and, once opened, staff) read it. Stored keys were checked on the way in; a
// purged row is never current, so never reaches here.
function toSupportNeeds(row: SupportNeedsRow): SupportNeeds {
  const contact = row.trustedContact;
  return {
    drivers: row.drivers as Driver[],
    details: row.details ?? '',
    preferred_contact: (row.preferredContact as ContactMethod | null) ?? null,
    adjustments: row.adjustments as Adjustment[],
    trusted_contact: contact
      ? {
          name: contact.name,
          relationship: contact.relationship,
          reach: contact.reach,
          may_be_told: contact.mayBeTold,
        }
      : null,
    consent_at: row.consentAt.toISOString(),
    consent_version: row.consentVersion as ConsentVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// Each person of a household tells the firm, themselves, what would help (their own record only: a partner never
// reads or changes the other's). Staff see the adjustments where they act; the detail only when they open it, and
// every opening is audited. No audit event carries the detail: ids, person and the consent's version only.
// Their adviser (or the firm's admins) is told in the bell when a person records, changes or withdraws theirs, as
// for a client's other news; the notice says who and what happened, never what they told, and sends no mail.
export function createSupportNeedsService({ repo, access, audit, clock, notifyFirm }: Deps) {
  const ownHousehold = (auth: AuthContext) =>
    access.householdOfCaller(auth, supportNeedsMessages.clientsOnly);
  const personOf = (household: Household) => ({
    firmId: household.firmId,
    clientId: household.clientId,
    person: household.person,
  });
  const ownPerson = async (auth: AuthContext) => personOf(await ownHousehold(auth));

  // A record or change is collapsed as the firm's notices are (while one is unread, the next adds nothing: the
  // section shows the latest adjustments); a withdrawal is always told, so an unread "recorded" never stands alone.
  const tellFirm = (household: Household, change: Change) =>
    notifyFirm(
      household,
      {
        type: notificationTypes.supportNeedsChanged,
        title: `${personName(household, household.person)} ${change} their support needs`,
        body:
          change === 'withdrew'
            ? 'Their adjustments no longer show on the client page.'
            : 'Their adjustments are on the client page; open the detail only when you need it.',
        link: adviserPaths.client(household.clientId),
      },
      { collapse: change !== 'withdrew' },
    );

  return {
    async own(auth: AuthContext): Promise<OwnSupportNeedsResponse> {
      const row = await repo.findCurrent(await ownPerson(auth));
      return { data: row ? toSupportNeeds(row) : null };
    },

    async save(
      auth: AuthContext,
      body: SaveSupportNeedsBody,
      info: ClientInfo,
    ): Promise<OwnSupportNeedsResponse> {
      const household = await ownHousehold(auth);
      const who = personOf(household);
      const isChange = (await repo.findCurrent(who)) !== null;
      const now = clock.now();
      const contact = body.trusted_contact;
      const row = await repo.saveCurrent(
        { ...who, recordedBy: auth.userId, now },
        {
          drivers: body.drivers,
          details: body.details === '' ? null : body.details,
          preferredContact: body.preferred_contact,
          adjustments: body.adjustments,
          trustedContact: contact
            ? {
                name: contact.name,
                relationship: contact.relationship,
                reach: contact.reach,
                mayBeTold: contact.may_be_told,
              }
            : null,
          // UK GDPR art. 9(2)(a): explicit consent, when and to which words, renewed with every change.
          consentAt: now,
          consentVersion: currentConsentVersion,
        },
      );
      await audit.record(
        callerEvent(auth, info, 'support-needs.saved', {
          clientId: who.clientId,
          person: who.person,
          consentVersion: currentConsentVersion,
        }),
      );
      await tellFirm(household, isChange ? 'changed' : 'recorded');
      return { data: toSupportNeeds(row) };
    },

    async withdraw(auth: AuthContext, info: ClientInfo): Promise<void> {
      const household = await ownHousehold(auth);
      const who = personOf(household);
      // Idempotent: withdrawing when nothing is recorded leaves nothing recorded, and there is nothing to audit.
      if (!(await repo.withdraw({ ...who, withdrawnBy: auth.userId, now: clock.now() }))) return;
      await audit.record(
        callerEvent(auth, info, 'support-needs.withdrawn', { clientId: who.clientId, person: who.person }),
      );
      await tellFirm(household, 'withdrew');
    },

    // What staff act on: adjustments, preferred contact and whether there is more — never the detail.
    async adjustments(auth: AuthContext, clientId: number): Promise<SupportAdjustmentsResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const rows = await repo.listCurrent(client);
      return {
        data: rows.map(({ row, name }) => ({
          person: row.person,
          name,
          adjustments: row.adjustments as Adjustment[],
          preferred_contact: (row.preferredContact as ContactMethod | null) ?? null,
          has_detail: row.drivers.length > 0 || (row.details ?? '') !== '',
          has_trusted_contact: row.trustedContact !== null,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },

    // The detail, opened by a member of staff: audited every time, whatever it holds.
    async detail(auth: AuthContext, clientId: number, info: ClientInfo): Promise<SupportNeedsDetailResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const rows = await repo.listCurrent(client);
      await audit.record(
        callerEvent(auth, info, 'support-needs.opened', {
          clientId: client.clientId,
          people: rows.map(({ row }) => row.person),
        }),
      );
      return { data: rows.map(({ row, name }) => ({ ...toSupportNeeds(row), person: row.person, name })) };
    },
  };
}

export type SupportNeedsService = ReturnType<typeof createSupportNeedsService>;

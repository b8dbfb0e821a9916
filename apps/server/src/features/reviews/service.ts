import type { Region } from '@atrium/domain/contract/auth';
import type { ForecastAssumptionsVersion } from '@atrium/domain/contract/forecast';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type AdviserReviewResponse,
  type CheckInAnswers,
  type CheckInPart,
  type ClientReviewResponse,
  type CloseReviewRequest,
  type CompleteReviewRequest,
  checkInAnswersSchema,
  type DeclineReviewRequest,
  type PipelineQuery,
  type PipelineResponse,
  pipelinePageSize,
  type RecordMeetingRequest,
  type ReviewChange,
  reviewMessages,
  type SaveCheckInRequest,
  type ScheduleReviewRequest,
} from '@atrium/domain/contract/reviews';
import type { RiskAssessment } from '@atrium/domain/contract/risk';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { todayIso } from '@atrium/domain/factfind/dates';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { templateAbout } from '@atrium/domain/factfind/perspective';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { attributeChanges, describeChange, diffFactFind } from '@atrium/domain/review/diff';
import {
  isOverdue,
  isValidNextDate,
  nextReviewDueOn,
  type ReviewStatus,
} from '@atrium/domain/review/schedule';
import type { FastifyBaseLogger } from 'fastify';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedDeps } from '../access/access.ts';
import { forecastSection } from '../adviser-factfind/pdf-forecast.ts';
import { renderFactFindPdf } from '../adviser-factfind/pdf-render.ts';
import { riskSection } from '../adviser-factfind/pdf-risk.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import { decodePipelineCursor, encodePipelineCursor, pipelineCounts } from './pipeline.ts';
import { reviewRecordModel } from './record-pdf.ts';
import type { ReviewRow, ReviewsRepo } from './repo.ts';

type Deps = ScopedDeps & {
  repo: ReviewsRepo;
  notify: Notify;
  notifyFirm: NotifyFirm;
  // The household's firm, names, region and money (the PDF's context), features/adviser-factfind.
  recordContext: (clientId: number) => Promise<{
    firm: { name: string; primaryColour: string };
    client: { name: string; jointName: string | null; currencySymbol: string; adviserId: number | null };
    region: Region;
  } | null>;
  forecastInputs: (client: {
    clientId: number;
    firmId: number;
  }) => Promise<{ assumptions: ForecastAssumptionsVersion; client: ClientRecord | null }>;
  latestRiskResults: (clientId: number) => Promise<RiskAssessment[]>;
  storeRecord: (
    auth: AuthContext,
    clientId: number,
    file: { name: string; category: 'report'; mimeType: string; body: Buffer },
    info: ClientInfo,
  ) => Promise<number>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

const conflict = (message: string) => new AppError('conflict', message);
const checkInStates: ReviewStatus[] = ['invited', 'in_progress'];
const openStates: ReviewStatus[] = ['scheduled', 'invited', 'in_progress', 'checkin_done', 'meeting_booked'];
const reviewLink = '/review';
const adviserReviewLink = (clientId: number) => `/adviser/reviews/${clientId}`;

// The pages a check-in asks about: the fact-find's own, in its order, titled for the household's region.
function pagesFor(region: Region) {
  return localiseTemplate(baseTemplate, region).pages.map((page) => ({ slug: page.slug, title: page.title }));
}

const emptyAnswers: CheckInAnswers = { pages: {}, discuss: '' };
const answersOf = (value: unknown): CheckInAnswers => checkInAnswersSchema.catch(emptyAnswers).parse(value);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createReviewsService(deps: Deps) {
  const { repo, access, audit, clock, notify, notifyFirm } = deps;
  const today = () => todayIso(clock.now());

  async function regionOf(clientId: number): Promise<Region> {
    return (await deps.recordContext(clientId))?.region ?? 'uk';
  }

  // Each person's part, person 1 first: the household's people who sign in, with what they saved.
  async function partsOf(review: ReviewRow): Promise<CheckInPart[]> {
    const [people, checkIns] = await Promise.all([
      repo.listPeople(review.clientId),
      repo.listCheckIns(review.id),
    ]);
    return people.map((person) => {
      const saved = checkIns.find((row) => row.person === person.person);
      return {
        person: person.person,
        name: person.name,
        answers: answersOf(saved?.answers),
        confirmed_at: iso(saved?.confirmedAt ?? null),
      };
    });
  }

  // What changed between the review's baseline and the fact-find now (or as the completed review kept it), in the
  // fact-find's words, with who and when from its per-field history.
  async function changesOf(review: ReviewRow): Promise<{ changes: ReviewChange[]; baselineAt: Date | null }> {
    const source =
      review.baseline !== null
        ? { data: review.baseline, at: review.baselineAt }
        : await repo.findBaselineSource(review.clientId);
    const before: FactFindData = source?.data ?? {};
    const after: FactFindData = review.snapshot ?? (await repo.findLatestFactFindData(review.clientId));
    const [history, context] = await Promise.all([
      repo.listChangesSince(review.clientId, source?.at ?? null),
      deps.recordContext(review.clientId),
    ]);
    const people = {
      client1: context?.client.name ?? 'Client 1',
      client2: context?.client.jointName ?? 'Partner',
    };
    // The firm's words for each person's questions: about them by name, never "you" (perspective.ts).
    const template = templateAbout(localiseTemplate(baseTemplate, context?.region ?? 'uk'), people);
    const attributed = attributeChanges(
      diffFactFind(before, after),
      history.map((row) => ({ path: row.path, at: row.at.toISOString(), by: row.by })),
    );
    const changes = attributed.map((change) => {
      const worded = describeChange(template, change, context?.client.currencySymbol ?? '£', people);
      return {
        path: worded.path,
        kind: worded.kind,
        section: worded.section,
        question: worded.question,
        before: worded.beforeText,
        after: worded.afterText,
        changed_by: worded.changedBy,
        changed_at: worded.changedAt,
      };
    });
    return { changes, baselineAt: source?.at ?? null };
  }

  // The household's open review with its check-in open (invited or later), or a 409 in the client's words.
  async function openCheckIn(auth: AuthContext) {
    const household = await access.householdOfCaller(auth, reviewMessages.clientsOnly);
    const review = await repo.findOpen(household.clientId);
    if (!review) throw conflict(reviewMessages.noOpenReview);
    if (review.status === 'scheduled') throw conflict(reviewMessages.notInvited);
    return { household, review };
  }

  async function clientView(auth: AuthContext): Promise<ClientReviewResponse> {
    const household = await access.householdOfCaller(auth, reviewMessages.clientsOnly);
    const review = await repo.findOpen(household.clientId);
    if (!review || review.status === 'scheduled') return { data: null };
    const [parts, region, riskDue] = await Promise.all([
      partsOf(review),
      regionOf(review.clientId),
      repo.isRiskReviewDue(review.clientId, household.person, review.dueOn),
    ]);
    const me = parts.find((part) => part.person === household.person) ?? {
      person: household.person,
      name: '',
      answers: emptyAnswers,
      confirmed_at: null,
    };
    const partner = parts.find((part) => part.person !== household.person) ?? null;
    return {
      data: {
        id: review.id,
        due_on: review.dueOn,
        status: review.status,
        is_overdue: isOverdue(review, today()),
        baseline: review.baseline ?? {},
        baseline_at: iso(review.baselineAt),
        pages: pagesFor(region),
        me,
        partner: partner && {
          person: partner.person,
          name: partner.name,
          confirmed_at: partner.confirmed_at,
        },
        risk_review_due: riskDue,
      },
    };
  }

  // Opens one review's check-in: the baseline kept with it, each person told by a notice (and its mail).
  async function invite(claimed: { id: number; clientId: number }) {
    const source = await repo.findBaselineSource(claimed.clientId);
    await repo.setBaseline(claimed.id, source?.data ?? {}, source?.at ?? null);
    for (const userId of await access.householdUserIds(claimed.clientId)) {
      await notify(userId, {
        type: notificationTypes.reviewInvited,
        title: 'Your annual review: please check in',
        body: 'Look over what you told us last time and tell us what has changed.',
        link: reviewLink,
      });
    }
  }

  // A reminder to each person who has not confirmed their part yet.
  async function remind(claimed: { id: number; clientId: number }) {
    const confirmed = new Set(
      (await repo.listCheckIns(claimed.id)).filter((row) => row.confirmedAt).map((row) => row.userId),
    );
    for (const userId of await access.householdUserIds(claimed.clientId)) {
      if (confirmed.has(userId)) continue;
      await notify(userId, {
        type: notificationTypes.reviewReminder,
        title: 'Reminder: your annual review check-in',
        body: 'Your check-in is still waiting for you.',
        link: reviewLink,
      });
    }
  }

  // A closed review's successor, so the firm never loses track: the firm's frequency after the later of its date
  // and today.
  async function scheduleNextAfter(review: ReviewRow, by: number) {
    const { frequencyMonths } = await repo.findSchedule(review.firmId);
    // ISO dates compare as text: the later of the review's date and today.
    const from = [review.dueOn, today()].sort()[1] as string;
    await repo.schedule({
      firmId: review.firmId,
      clientId: review.clientId,
      dueOn: nextReviewDueOn(from, frequencyMonths),
      by,
      at: clock.now(),
    });
  }

  async function staffReview(auth: AuthContext, clientId: number) {
    const client = await access.clientForStaff(auth, clientId);
    const review = await repo.findOpen(client.clientId);
    if (!review) throw conflict(reviewMessages.noReview);
    return { client, review };
  }

  async function recordPdf(
    review: ReviewRow,
    input: CompleteReviewRequest,
    snapshot: FactFindData,
    completedAt: Date,
  ): Promise<Buffer> {
    const context = await deps.recordContext(review.clientId);
    if (!context) throw notFound();
    const [parts, { changes, baselineAt }, forecast, risk] = await Promise.all([
      partsOf(review),
      changesOf({ ...review, snapshot }),
      deps.forecastInputs({ clientId: review.clientId, firmId: review.firmId }),
      deps.latestRiskResults(review.clientId),
    ]);
    const day = todayIso(completedAt);
    const forecastOf = (factFind: FactFindData) =>
      forecastSection({
        factFind,
        region: context.region,
        today: day,
        client: forecast.client,
        assumptions: forecast.assumptions,
        currencySymbol: context.client.currencySymbol,
      });
    const names = new Map(parts.map((part) => [part.person, part.name]));
    const riskSections = risk.flatMap((result) => {
      const section = riskSection(result, names.get(result.person) ?? `Person ${result.person}`);
      return section ? [section] : [];
    });
    const since = baselineAt;
    const riskSince = risk.flatMap((result) =>
      result.completed_at && (!since || new Date(result.completed_at) > since)
        ? [
            `${names.get(result.person) ?? `Person ${result.person}`}: level ${result.result?.level ?? '?'}, completed ${todayIso(new Date(result.completed_at))}`,
          ]
        : [],
    );
    const model = reviewRecordModel({
      firm: { name: context.firm.name, colour: context.firm.primaryColour },
      people: [context.client.name, ...(context.client.jointName ? [context.client.jointName] : [])],
      adviser: await repo.findUserName(context.client.adviserId),
      dueOn: review.dueOn,
      meetingOn: review.meetingOn,
      completedAt,
      baselineAt,
      outcome: input.outcome,
      suitability: input.suitability,
      nextDueOn: input.next_due_on,
      pages: pagesFor(context.region),
      checkIns: parts,
      changes,
      risk: riskSections,
      riskSince,
      forecastThen:
        review.baseline && Object.keys(review.baseline).length > 0 ? forecastOf(review.baseline) : null,
      forecastNow: forecastOf(snapshot),
    });
    return renderFactFindPdf(model);
  }

  // GET api/adviser/clients/{clientId}/review
  async function detail(auth: AuthContext, clientId: number): Promise<AdviserReviewResponse> {
    const client = await access.clientForStaff(auth, clientId);
    const review = await repo.findCurrent(client.clientId);
    const { frequencyMonths } = await repo.findSchedule(client.firmId);
    const appointments = (await repo.listAppointments(client.clientId, clock.now())).map((row) => ({
      id: row.id,
      starts_at: row.startsAt.toISOString(),
    }));
    const suggested = nextReviewDueOn(today(), frequencyMonths);
    const who = { id: client.clientId, name: client.name };
    if (!review)
      return { client: who, data: null, next_due_on: null, suggested_next_due_on: suggested, appointments };
    const [parts, { changes, baselineAt }, closedBy, next] = await Promise.all([
      partsOf(review),
      changesOf(review),
      repo.findUserName(review.closedBy),
      repo.findOpen(client.clientId),
    ]);
    return {
      client: who,
      data: {
        id: review.id,
        due_on: review.dueOn,
        status: review.status,
        is_overdue: isOverdue(review, today()),
        invited_at: iso(review.invitedAt),
        reminders_sent: review.remindersSent,
        baseline_at: iso(baselineAt),
        pages: pagesFor(await regionOf(client.clientId)),
        check_ins: parts,
        people: parts.length,
        changes,
        meeting_on: review.meetingOn,
        appointment_id: review.appointmentId,
        outcome: review.outcome,
        suitability: review.suitability,
        closed_reason: review.closedReason,
        closed_at: iso(review.closedAt),
        closed_by: closedBy,
        record_document_id: review.recordDocumentId,
      },
      next_due_on: next && next.id !== review.id ? next.dueOn : null,
      suggested_next_due_on: suggested,
      appointments,
    };
  }

  return {
    clientView,

    // PUT api/review/check-in: the caller's own part, as they go. The first save moves the review to "in progress".
    async saveCheckIn(auth: AuthContext, input: SaveCheckInRequest): Promise<ClientReviewResponse> {
      const { household, review } = await openCheckIn(auth);
      if (!checkInStates.includes(review.status)) throw conflict(reviewMessages.checkInClosed);
      const slugs = new Set(pagesFor(await regionOf(review.clientId)).map((page) => page.slug));
      const unknown = Object.keys(input.pages).find((slug) => !slugs.has(slug));
      if (unknown) throw invalidField('pages', `There is no page "${unknown}" in the check-in.`);
      const mine = (await repo.listCheckIns(review.id)).find((row) => row.person === household.person);
      if (mine?.confirmedAt) throw conflict(reviewMessages.alreadyConfirmed);
      await repo.saveCheckIn({
        reviewId: review.id,
        person: household.person,
        userId: auth.userId,
        answers: { pages: input.pages, discuss: input.discuss },
        at: clock.now(),
      });
      await repo.transition(review.id, ['invited'], { status: 'in_progress', updatedAt: clock.now() });
      return clientView(auth);
    },

    // POST api/review/check-in/confirm: the caller's part is done once every page is answered; the check-in is done
    // when every person of the household who signs in has confirmed theirs, and the adviser is told.
    async confirmCheckIn(auth: AuthContext, info: ClientInfo): Promise<ClientReviewResponse> {
      const { household, review } = await openCheckIn(auth);
      if (!checkInStates.includes(review.status)) throw conflict(reviewMessages.checkInClosed);
      const pages = pagesFor(await regionOf(review.clientId));
      const mine = (await repo.listCheckIns(review.id)).find((row) => row.person === household.person);
      if (mine?.confirmedAt) throw conflict(reviewMessages.alreadyConfirmed);
      const answers = answersOf(mine?.answers);
      if (!mine || pages.some((page) => !answers.pages[page.slug]))
        throw invalidField('pages', reviewMessages.unanswered);
      const now = clock.now();
      if (!(await repo.confirmCheckIn(review.id, household.person, now)))
        throw conflict(reviewMessages.alreadyConfirmed);
      await audit.record(
        callerEvent(auth, info, 'review.check_in_confirmed', {
          clientId: review.clientId,
          reviewId: review.id,
        }),
      );
      const parts = await partsOf(review);
      if (parts.every((part) => part.confirmed_at !== null)) {
        const done = await repo.transition(review.id, checkInStates, {
          status: 'checkin_done',
          updatedAt: now,
        });
        if (done)
          await notifyFirm(
            household,
            {
              type: notificationTypes.reviewCheckInDone,
              title: `${household.name} finished their review check-in`,
              body: 'Their answers and what changed since the last review are ready.',
              link: adviserReviewLink(review.clientId),
            },
            { collapse: false },
          );
      }
      return clientView(auth);
    },

    // POST api/review/decline: the household declines this review, with its reason; the next one is scheduled.
    async decline(
      auth: AuthContext,
      input: DeclineReviewRequest,
      info: ClientInfo,
    ): Promise<ClientReviewResponse> {
      const { household, review } = await openCheckIn(auth);
      const now = clock.now();
      const closed = await repo.transition(review.id, ['invited', 'in_progress', 'checkin_done'], {
        status: 'declined',
        closedReason: input.reason,
        closedAt: now,
        closedBy: auth.userId,
        updatedAt: now,
      });
      if (!closed) throw conflict(reviewMessages.closed);
      await audit.record(
        callerEvent(auth, info, 'review.declined', { clientId: review.clientId, reviewId: review.id }),
      );
      await scheduleNextAfter(closed, auth.userId);
      await notifyFirm(
        household,
        {
          type: notificationTypes.reviewDeclined,
          title: `${household.name} declined their review`,
          body: input.reason,
          link: adviserReviewLink(review.clientId),
        },
        { collapse: false },
      );
      return clientView(auth);
    },

    // The job's work: open each check-in whose day has come, then remind each household not done on the firm's
    // cadence. Every instance may run it: each review is claimed by one run (repo). Answers how many were claimed.
    async sendDueReviewWork(limit = 50): Promise<number> {
      const now = clock.now();
      const invited = await repo.claimDueInvitations(todayIso(now), now, limit);
      for (const claimed of invited) {
        await invite(claimed).catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'Opening a review check-in failed'),
        );
      }
      const reminded = await repo.claimDueReminders(now, limit);
      for (const claimed of reminded) {
        await remind(claimed).catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'A review reminder failed'),
        );
      }
      return invited.length + reminded.length;
    },

    // GET api/adviser/reviews?stage=&cursor=: a page of the households in the caller's reach, overdue first, then
    // open by date, then closed, then those without a date (repo-pipeline.ts), with the counts at each stage.
    async pipeline(auth: AuthContext, query: PipelineQuery): Promise<PipelineResponse> {
      const scope = access.staffScopeOf(auth);
      const day = today();
      const after = query.cursor ? decodePipelineCursor(query.cursor) : null;
      const [rows, counted] = await Promise.all([
        repo.listPipeline(scope, {
          today: day,
          ...(query.stage ? { stage: query.stage } : {}),
          after,
          limit: pipelinePageSize + 1,
        }),
        repo.countPipeline(scope, day),
      ]);
      const page = rows.slice(0, pipelinePageSize);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          client: { id: row.key.client_id, name: row.key.name },
          adviser: row.adviser,
          review_id: row.key.review_id,
          due_on: row.key.due_on,
          status: row.key.status,
          is_overdue: row.key.rank === 0,
          check_ins_confirmed: row.confirmed,
          people: row.people,
          closed_reason: row.closedReason,
          closed_at: iso(row.closedAt),
          next_due_on: row.nextDueOn,
        })),
        next_cursor: rows.length > pipelinePageSize && last ? encodePipelineCursor(last.key) : null,
        counts: pipelineCounts(counted),
      };
    },

    detail,

    // PUT …/review/schedule: the household's next review date (the open review's, or a new one).
    async schedule(auth: AuthContext, clientId: number, input: ScheduleReviewRequest, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      if (!isValidNextDate(input.due_on, today())) throw invalidField('due_on', reviewMessages.dateInvalid);
      const review = await repo.schedule({
        firmId: client.firmId,
        clientId: client.clientId,
        dueOn: input.due_on,
        by: auth.userId,
        at: clock.now(),
      });
      await audit.record(
        callerEvent(auth, info, 'review.scheduled', {
          clientId: client.clientId,
          reviewId: review.id,
          dueOn: input.due_on,
        }),
      );
      return detail(auth, clientId);
    },

    // POST …/review/meeting: the review meeting, on a booked appointment of the household's or a date.
    async recordMeeting(auth: AuthContext, clientId: number, input: RecordMeetingRequest, info: ClientInfo) {
      const { client, review } = await staffReview(auth, clientId);
      let meetingOn = input.meeting_on;
      if (input.appointment_id) {
        const appointment = await repo.findAppointment(client.clientId, input.appointment_id);
        if (!appointment) throw invalidField('appointment_id', reviewMessages.appointmentNotFound);
        meetingOn = todayIso(appointment.startsAt, appointment.timeZone);
      }
      if (!isValidDay(meetingOn)) throw invalidField('meeting_on', reviewMessages.meetingDateInvalid);
      const moved = await repo.transition(review.id, openStates, {
        status: 'meeting_booked',
        meetingOn,
        appointmentId: input.appointment_id ?? null,
        updatedAt: clock.now(),
      });
      if (!moved) throw conflict(reviewMessages.closed);
      await audit.record(
        callerEvent(auth, info, 'review.meeting_recorded', {
          clientId: client.clientId,
          reviewId: review.id,
          meetingOn,
        }),
      );
      return detail(auth, clientId);
    },

    // POST …/review/complete: the outcome and suitability decision, the fact-find kept as reviewed (the next
    // review's baseline), the record PDF stored with the household's documents, and the next review scheduled.
    async complete(auth: AuthContext, clientId: number, input: CompleteReviewRequest, info: ClientInfo) {
      const { client, review } = await staffReview(auth, clientId);
      if (review.status !== 'meeting_booked' || !review.meetingOn)
        throw conflict(reviewMessages.completeNeedsMeeting);
      if (!isValidNextDate(input.next_due_on, today()))
        throw invalidField('next_due_on', reviewMessages.dateInvalid);
      const now = clock.now();
      const snapshot = await repo.findLatestFactFindData(client.clientId);
      const pdf = await recordPdf(review, input, snapshot, now);
      const completed = await repo.complete(
        review.id,
        ['meeting_booked'],
        {
          outcome: input.outcome,
          suitability: input.suitability,
          snapshot,
          closedAt: now,
          closedBy: auth.userId,
          updatedAt: now,
        },
        { dueOn: input.next_due_on, by: auth.userId },
      );
      if (!completed) throw conflict(reviewMessages.closed);
      await audit.record(
        callerEvent(auth, info, 'review.completed', {
          clientId: client.clientId,
          reviewId: review.id,
          suitability: input.suitability,
          nextDueOn: input.next_due_on,
        }),
      );
      const documentId = await deps.storeRecord(
        auth,
        client.clientId,
        {
          name: `periodic-review-record-${todayIso(now)}.pdf`,
          category: 'report',
          mimeType: 'application/pdf',
          body: pdf,
        },
        info,
      );
      await repo.setRecordDocument(review.id, documentId);
      return detail(auth, clientId);
    },

    // POST …/review/close: declined by the client or not attempted, with the reason, once the date has passed; the
    // next review is scheduled.
    async close(auth: AuthContext, clientId: number, input: CloseReviewRequest, info: ClientInfo) {
      const { client, review } = await staffReview(auth, clientId);
      if (!isOverdue(review, today())) throw conflict(reviewMessages.notYetOverdue);
      const now = clock.now();
      const closed = await repo.transition(review.id, openStates, {
        status: input.status,
        closedReason: input.reason,
        closedAt: now,
        closedBy: auth.userId,
        updatedAt: now,
      });
      if (!closed) throw conflict(reviewMessages.closed);
      await audit.record(
        callerEvent(auth, info, `review.${input.status}`, { clientId: client.clientId, reviewId: review.id }),
      );
      await scheduleNextAfter(closed, auth.userId);
      return detail(auth, clientId);
    },
  };
}

function isValidDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

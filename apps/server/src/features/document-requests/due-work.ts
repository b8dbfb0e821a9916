import { notificationTypes } from '@atrium/domain/contract/notifications';
import { documentRequestReminders, occurrenceDates } from '@atrium/domain/documents/requests';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { Clock } from '../../platform/clock.ts';
import type { DocumentRequestRow, DocumentRequestsRepo } from './repo.ts';

type Deps = {
  repo: DocumentRequestsRepo;
  clock: Clock;
  tellHousehold: (
    row: DocumentRequestRow,
    notice: { type: string; title: string; body: string },
    collapse: boolean,
  ) => Promise<void>;
};

const batch = 100;

// The job's work (job.ts): a recurring request's next item once its period starts, then the reminders before and
// after the due date (documentRequestReminders), each by notice with its mail (the alert preferences apply). A notice
// of a kind still unread collapses the next one like it, so a household with three items due gets one reminder.
export function createDueWork({ repo, clock, tellHousehold }: Deps) {
  async function nextOccurrences(today: string, at: Date) {
    const claimed = await repo.claimNextOccurrences(today, at, batch);
    for (const previous of claimed) {
      const first = previous.seriesId === null ? previous : await repo.findById(previous.seriesId);
      if (!first || previous.everyMonths === null) continue;
      const occurrence = previous.occurrence + 1;
      const dates = occurrenceDates(first, previous.everyMonths, occurrence);
      const id = await repo.insert({
        firmId: previous.firmId,
        clientId: previous.clientId,
        templateId: previous.templateId,
        createdBy: previous.createdBy,
        person: previous.person,
        title: previous.title,
        note: previous.note,
        category: previous.category,
        dueDate: dates.dueDate,
        startsOn: dates.startsOn,
        seriesId: first.id,
        occurrence,
        occurrences: previous.occurrences,
        everyMonths: previous.everyMonths,
        createdAt: at,
      });
      const created = await repo.findById(id);
      if (!created) continue;
      await tellHousehold(
        created,
        {
          type: notificationTypes.documentRequested,
          title: 'Your adviser has asked for a document',
          body: created.title,
        },
        true,
      );
    }
    return claimed.length;
  }

  async function reminders(today: string, at: Date) {
    const { dueSoonDays, overdueEveryDays, overdueMax } = documentRequestReminders;
    const dueSoon = await repo.claimDueSoon(today, dueSoonDays, at, batch);
    const overdue = await repo.claimOverdue(today, overdueEveryDays, overdueMax, at, batch);
    for (const [claimed, type, title] of [
      [dueSoon, notificationTypes.documentRequestDueSoon, 'Reminder: a document is due soon'],
      [overdue, notificationTypes.documentRequestOverdue, 'Reminder: a document is overdue'],
    ] as const) {
      for (const item of claimed) {
        const row = await repo.findById(item.id);
        if (row) await tellHousehold(row, { type, title, body: row.title }, true);
      }
    }
    return dueSoon.length + overdue.length;
  }

  return {
    // Answers how many items it made or reminded of. `at` stands for now (the development run-now route moves it).
    async sendDueDocumentRequestWork(at: Date = clock.now()): Promise<number> {
      const today = todayIso(at);
      return (await nextOccurrences(today, at)) + (await reminders(today, at));
    },
  };
}

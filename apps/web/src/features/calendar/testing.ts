import type { Appointment, Slot } from '@atrium/domain/contract/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { requests } from '../../test/fake-api.ts';

// Test fixtures and steps shared by the client's calendar page test and the adviser's (components/*calendar-page.test.tsx).

// An open hour from startsAt; far enough ahead to stay upcoming. July is summer time (BST), January is GMT.
export const calendarSlot = (id: number, startsAt: string, extra: Partial<Slot> = {}): Slot => ({
  id,
  starts_at: startsAt,
  ends_at: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  time_zone: 'Europe/London',
  kind: 'video',
  location: null,
  video_link: 'https://meet.example.com/olivia',
  is_booked: false,
  ...extra,
});

// James Carter's booked video call with Olivia Bennett on Tuesday 15 July 2031, 10:00–11:00 BST.
export const bookedAppointment = (extra: Partial<Appointment> = {}): Appointment => ({
  id: 5,
  status: 'booked',
  starts_at: '2031-07-15T09:00:00.000Z',
  ends_at: '2031-07-15T10:00:00.000Z',
  time_zone: 'Europe/London',
  kind: 'video',
  location: null,
  video_link: 'https://meet.example.com/olivia',
  notes: 'Pensions and the ISA',
  notes_by: { id: 2, name: 'James Carter' },
  client: { id: 10, name: 'James Carter' },
  adviser: { id: 1, name: 'Olivia Bennett' },
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  cancel_reason_by: null,
  can_change: true,
  ics_url: '/api/calendar/appointments/5/ics',
  ...extra,
});

// Gives a reason in the open cancel dialog (components/cancel-appointment-dialog.tsx), confirms, and checks the
// reason reached path: the client's and the adviser's cancel tests.
export async function cancelWithReason(
  user: UserEvent,
  { reasonLabel, reason, path }: { reasonLabel: string; reason: string; path: string },
): Promise<void> {
  const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
  await user.type(within(dialog).getByLabelText(reasonLabel), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
  await waitFor(() => expect(requests.find((r) => r.path === path)?.body).toEqual({ reason }));
}

import type { Appointment, Slot } from '@atrium/domain/contract/calendar';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSignedDownload } from '../../../test/downloads.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointPartner } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { bookedAppointment, calendarSlot, cancelWithReason } from '../testing.ts';

const slots = [
  calendarSlot(11, '2031-07-16T09:00:00.000Z'),
  calendarSlot(12, '2031-07-16T13:00:00.000Z', { kind: 'phone', video_link: null }),
  calendarSlot(13, '2032-01-13T10:00:00.000Z', {
    kind: 'in_person',
    video_link: null,
    location: '12 King Street, Manchester',
  }),
];
const booked = bookedAppointment();
const past: Appointment = {
  ...booked,
  id: 4,
  starts_at: '2025-01-07T10:00:00.000Z',
  ends_at: '2025-01-07T11:00:00.000Z',
  notes: '',
  can_change: false,
};

function signIn(appointments: Appointment[] = [booked, past], open: Slot[] = slots) {
  signInAs();
  answer('GET /api/calendar/appointments', { status: 200, body: { data: appointments, notice_hours: 24 } });
  answer('GET /api/calendar/slots', { status: 200, body: { data: open, time_zone: 'Europe/London' } });
}

preloadRoutes('app-layout', 'calendar', 'index');

describe('the client calendar', () => {
  it('shows upcoming and past appointments in the firm’s time with the zone named, and the notice rule', async () => {
    signIn();
    renderApp('/calendar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendar' }, firstRender),
    ).toBeInTheDocument();
    expect(screen.getByText(/up to 24 hours before it starts/)).toBeInTheDocument();
    expect(screen.getByText(/Europe\/London time/)).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const card = within(upcoming).getByRole('heading', { name: /Tuesday 15 July 2031/ });
    expect(card).toHaveTextContent('10:00–11:00 BST · with Olivia Bennett');
    expect(within(upcoming).getByText('Pensions and the ISA')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Join the video call/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const pastSection = screen.getByRole('region', { name: 'Past and cancelled' });
    expect(within(pastSection).getByRole('heading', { name: /Tuesday 7 January 2025/ })).toHaveTextContent(
      '10:00–11:00 GMT',
    );
    // Open times grouped by the firm's day.
    const picker = screen.getByRole('group', { name: 'Open times with Olivia Bennett' });
    expect(within(picker).getByText('Wednesday 16 July 2031')).toBeInTheDocument();
    expect(within(picker).getByText('Tuesday 13 January 2032')).toBeInTheDocument();
    expect(within(picker).getAllByRole('radio')).toHaveLength(3);
  });

  it('says who wrote each note: "you" to its writer, their name to their partner', async () => {
    const cancelled: Appointment = {
      ...past,
      id: 6,
      status: 'cancelled',
      cancelled_by: 'client',
      cancel_reason: 'Away that week',
      cancel_reason_by: { id: 8, name: 'Emma Carter' },
    };
    const cards = async () => {
      await screen.findByRole('heading', { level: 1, name: 'Calendar' }, firstRender);
      return {
        upcoming: screen.getByRole('region', { name: 'Upcoming' }),
        past: screen.getByRole('region', { name: 'Past and cancelled' }),
      };
    };
    signIn([booked, cancelled]);
    renderApp('/calendar');
    const james = await cards();
    expect(james.upcoming).toHaveTextContent('Notes from you: Pensions and the ISA');
    expect(james.past).toHaveTextContent('Reason from Emma Carter: Away that week');
    cleanup();

    signIn([booked, cancelled]);
    signInAs(jointPartner);
    renderApp('/calendar');
    const emma = await cards();
    expect(emma.upcoming).toHaveTextContent('Notes from James Carter: Pensions and the ISA');
    expect(emma.past).toHaveTextContent('Reason from you: Away that week');
  });

  it('books a chosen time with notes', async () => {
    signIn();
    answer('POST /api/calendar/appointments', () => ({
      status: 201,
      body: {
        data: {
          ...booked,
          id: 6,
          starts_at: slots[1]?.starts_at,
          ends_at: slots[1]?.ends_at,
          notes: 'Wills',
        },
      },
    }));
    const { user } = renderApp('/calendar');
    const picker = await screen.findByRole('group', { name: 'Open times with Olivia Bennett' }, firstRender);
    const book = screen.getByRole('button', { name: 'Book this time' });
    expect(book).toBeDisabled();
    await user.click(within(picker).getByRole('radio', { name: /14:00–15:00 BST\s*Phone call/ }));
    await user.type(screen.getByLabelText('Notes for your adviser (optional)'), 'Wills');
    await user.click(book);
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.path === '/api/calendar/appointments')?.body,
      ).toEqual({
        slot_id: 12,
        notes: 'Wills',
      }),
    );
    expect(await screen.findByText(/Booked: Wednesday 16 July 2031/)).toBeInTheDocument();
  });

  it('says so when the slot has just been taken', async () => {
    signIn();
    answer('POST /api/calendar/appointments', {
      status: 409,
      body: { message: 'Sorry, that slot has just been taken. Please choose another.' },
    });
    const { user } = renderApp('/calendar');
    const picker = await screen.findByRole('group', { name: 'Open times with Olivia Bennett' }, firstRender);
    await user.click(within(picker).getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('just been taken');
  });

  it('moves an appointment to another open time', async () => {
    signIn();
    answer('POST /api/calendar/appointments/5/reschedule', {
      status: 200,
      body: { data: { ...booked, starts_at: slots[2]?.starts_at, ends_at: slots[2]?.ends_at } },
    });
    const { user } = renderApp('/calendar');
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }, firstRender));
    const picker = screen.getByRole('group', { name: 'Choose a new time' });
    await user.click(within(picker).getByRole('radio', { name: /10:00–11:00 GMT\s*In person/ }));
    await user.click(screen.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/calendar/appointments/5/reschedule')?.body).toEqual({
        slot_id: 13,
      }),
    );
    expect(await screen.findByText(/Moved to Tuesday 13 January 2032, 10:00–11:00 GMT/)).toBeInTheDocument();
  });

  it('cancels only after confirming, with an optional reason', async () => {
    signIn();
    answer('POST /api/calendar/appointments/5/cancel', {
      status: 200,
      body: { data: { ...booked, status: 'cancelled', cancelled_by: 'client' } },
    });
    const { user } = renderApp('/calendar');
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Tuesday 15 July 2031, 10:00–11:00 BST with Olivia Bennett');
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await cancelWithReason(user, {
      reasonLabel: 'Reason (optional)',
      reason: 'Away',
      path: '/api/calendar/appointments/5/cancel',
    });
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
  });

  it('offers no change within the notice period', async () => {
    signIn([{ ...booked, can_change: false }]);
    renderApp('/calendar');
    expect(await screen.findByText(/Starts within 24 hours/, {}, firstRender)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('downloads the appointment as an .ics file with the session token', async () => {
    signIn();
    answer('GET /api/calendar/appointments/5/ics', {
      status: 200,
      body: 'BEGIN:VCALENDAR',
      headers: { 'Content-Disposition': 'attachment; filename="appointment-5.ics"' },
    });
    await expectSignedDownload(
      async () => {
        const { user } = renderApp('/calendar');
        await user.click(
          await screen.findByRole('button', { name: 'Add to calendar: Tuesday 15 July 2031' }, firstRender),
        );
      },
      { file: 'appointment-5.ics', path: '/api/calendar/appointments/5/ics' },
    );
  });

  it('shows the next appointment on the home page', async () => {
    signIn();
    answer('GET /api/calendar/next-appointment', { status: 200, body: { data: booked } });
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Next appointment' }, firstRender);
    const card = heading.parentElement as HTMLElement;
    expect(card).toHaveTextContent('Tuesday 15 July 2031');
    expect(card).toHaveTextContent('10:00–11:00 BST · with Olivia Bennett');
    expect(within(card).getByRole('link', { name: 'Your calendar' })).toHaveAttribute('href', '/calendar');
  });
});

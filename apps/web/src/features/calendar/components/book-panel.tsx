import type { Slot } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { fieldError, formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import type { useClientCalendar } from '../hooks/use-client-calendar.ts';
import { NotesField } from './notes-field.tsx';
import { SlotPicker } from './slot-picker.tsx';

type BookPanelProps = {
  slots: readonly Slot[];
  adviserName: string;
  book: ReturnType<typeof useClientCalendar>['book'];
};

// Book one of the adviser's open times, with an optional note of what to talk about.
export function BookPanel({ slots, adviserName, book }: BookPanelProps) {
  const [slotId, setSlotId] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const problem = formError(book.error, ['notes']);

  return (
    <section aria-labelledby="book-heading" className="space-y-3">
      <h2 id="book-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
        Book an appointment
      </h2>
      <Card className="p-4 sm:p-6">
        {slots.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {adviserName || 'Your adviser'} has no open times just now. Send them a message to arrange one.
          </p>
        ) : (
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (slotId === null) return;
              book.mutate(
                { slot_id: slotId, notes },
                {
                  onSuccess: () => {
                    setSlotId(null);
                    setNotes('');
                  },
                  onError: () => setSlotId(null),
                },
              );
            }}
          >
            <SlotPicker
              slots={slots}
              value={slotId}
              onChange={setSlotId}
              legend={`Open times with ${adviserName || 'your adviser'}`}
              name="book-slot"
            />
            <NotesField
              label="Notes for your adviser (optional)"
              hint="What you would like to talk about."
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              error={fieldError(book.error, 'notes')}
            />
            {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
            <div>
              <Button type="submit" disabled={slotId === null} isPending={book.isPending}>
                Book this time
              </Button>
            </div>
          </form>
        )}
      </Card>
    </section>
  );
}

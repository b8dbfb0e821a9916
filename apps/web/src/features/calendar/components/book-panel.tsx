import type { Slot } from '@atrium/domain/contract/calendar';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { AppFormView, failureMessage, useAppForm } from '../../../ui/form.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import type { useClientCalendar } from '../hooks/use-client-calendar.ts';
import { CalendarSection } from './calendar-section.tsx';
import { SlotPicker } from './slot-picker.tsx';

type BookPanelProps = {
  slots: readonly Slot[];
  adviserName: string;
  book: ReturnType<typeof useClientCalendar>['book'];
};

type BookValues = { slot_id: number | null; notes: string };

// Book one of the adviser's open times, with an optional note of what to talk about (ui/form.tsx): no check of its
// own (the button waits for a time), the server's 422 beside the note.
export function BookPanel({ slots, adviserName, book }: BookPanelProps) {
  const form = useAppForm<BookValues>({
    defaultValues: { slot_id: null, notes: '' },
    mutation: book,
    // The picker shows no message: a 422 about the time (taken a moment ago) goes above the form.
    messageOf: (error) => failureMessage(error, ['notes']),
    onValid: ({ slot_id, notes }) => {
      if (slot_id === null) return;
      book.mutate(
        { slot_id, notes },
        {
          onSuccess: () => form.form.reset({ slot_id: null, notes: '' }),
          // A slot taken a moment ago leaves the list (hooks/use-client-calendar.ts): choose again.
          onError: () => form.form.setValue('slot_id', null),
        },
      );
    },
  });
  const slotId = form.form.watch('slot_id');

  return (
    <CalendarSection id="book" title="Book an appointment">
      <Card className="p-4 sm:p-6">
        {slots.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {adviserName || 'Your adviser'} has no open times just now. Send them a message to arrange one.
          </p>
        ) : (
          <AppFormView form={form} className="flex flex-col gap-5">
            <SlotPicker
              slots={slots}
              value={slotId}
              onChange={(id) => form.form.setValue('slot_id', id)}
              legend={`Open times with ${adviserName || 'your adviser'}`}
              name="book-slot"
            />
            <TextAreaField
              rows={3}
              label="Notes for your adviser (optional)"
              hint="What you would like to talk about."
              maxLength={1000}
              {...form.field('notes')}
            />
            <div>
              <Button type="submit" disabled={slotId === null} isPending={form.isPending}>
                Book this time
              </Button>
            </div>
          </AppFormView>
        )}
      </Card>
    </CalendarSection>
  );
}

import { type AppointmentKind, appointmentKindLabels } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { fieldError, formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckboxOption } from '../../../ui/checkbox-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { useAdviserCalendar } from '../hooks/use-adviser-calendar.ts';

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const kindOptions = (Object.keys(appointmentKindLabels) as AppointmentKind[]).map((value) => ({
  value,
  label: appointmentKindLabels[value],
}));
const fields = [
  'date_from',
  'date_to',
  'weekdays',
  'times',
  'duration_minutes',
  'kind',
  'location',
  'video_link',
];

// One slot (a date and a time), or a weekly pattern: weekdays and times repeated over a date range.
export function PublishSlotsForm({
  publish,
  zone,
}: {
  publish: ReturnType<typeof useAdviserCalendar>['publish'];
  zone: string;
}) {
  const [form, setForm] = useState({
    dateFrom: '',
    dateTo: '',
    weekdays: [] as number[],
    times: '09:00',
    duration: '60',
    kind: 'video' as AppointmentKind,
    location: '',
    videoLink: '',
  });
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const error = (field: string) => fieldError(publish.error, field);
  // The server names a bad time by its position (times.0).
  const timesError = error('times') ?? error('times.0');
  const problem = formError(publish.error, [...fields, 'times.0']);

  return (
    <Card className="p-4 sm:p-6">
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          publish.mutate({
            date_from: form.dateFrom,
            ...(form.dateTo ? { date_to: form.dateTo } : {}),
            weekdays: form.weekdays,
            times: form.times.split(/[\s,]+/).filter(Boolean),
            duration_minutes: Number(form.duration),
            kind: form.kind,
            location: form.location,
            video_link: form.kind === 'video' ? form.videoLink : '',
          });
        }}
      >
        <TextField
          label="From"
          type="date"
          required
          value={form.dateFrom}
          onChange={(e) => set({ dateFrom: e.target.value })}
          error={error('date_from')}
        />
        <TextField
          label="Until (optional)"
          hint="Leave empty for one day."
          type="date"
          value={form.dateTo}
          onChange={(e) => set({ dateTo: e.target.value })}
          error={error('date_to')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-50">
            Repeat on (optional: every day if none)
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {weekdayNames.map((name, index) => (
              <CheckboxOption
                key={name}
                label={name}
                checked={form.weekdays.includes(index + 1)}
                onChange={(checked) =>
                  set({
                    weekdays: checked
                      ? [...form.weekdays, index + 1]
                      : form.weekdays.filter((day) => day !== index + 1),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Start times"
          hint={`24-hour, separated by commas, in ${zone} time: 09:00, 14:30`}
          required
          value={form.times}
          onChange={(e) => set({ times: e.target.value })}
          error={timesError}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={10}
          max={240}
          step={5}
          required
          value={form.duration}
          onChange={(e) => set({ duration: e.target.value })}
          error={error('duration_minutes')}
        />
        <SelectField
          label="Type"
          options={kindOptions}
          value={form.kind}
          onChange={(e) => set({ kind: e.target.value as AppointmentKind })}
          error={error('kind')}
        />
        {form.kind === 'video' ? (
          <TextField
            label="Video call link"
            type="url"
            required
            placeholder="https://"
            value={form.videoLink}
            onChange={(e) => set({ videoLink: e.target.value })}
            error={error('video_link')}
          />
        ) : (
          <TextField
            label={form.kind === 'in_person' ? 'Address' : 'Phone note (optional)'}
            hint={form.kind === 'phone' ? 'For example: I will call you on your mobile.' : undefined}
            required={form.kind === 'in_person'}
            maxLength={300}
            value={form.location}
            onChange={(e) => set({ location: e.target.value })}
            error={error('location')}
          />
        )}
        {problem ? (
          <div className="sm:col-span-2">
            <ErrorAlert>{problem}</ErrorAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" isPending={publish.isPending}>
            Publish slots
          </Button>
        </div>
      </form>
    </Card>
  );
}

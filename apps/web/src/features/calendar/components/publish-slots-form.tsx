import { type AppointmentKind, appointmentKindLabels } from '@atrium/domain/contract/calendar';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckboxOption } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { useAdviserCalendar } from '../hooks/use-adviser-calendar.ts';

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const kindOptions = (Object.keys(appointmentKindLabels) as AppointmentKind[]).map((value) => ({
  value,
  label: appointmentKindLabels[value],
}));
type PublishValues = {
  date_from: string;
  date_to: string;
  weekdays: number[];
  times: string;
  duration_minutes: string;
  kind: AppointmentKind;
  location: string;
  video_link: string;
};

// One slot (a date and a time), or a weekly pattern: weekdays and times repeated over a date range (ui/form.tsx:
// the server checks it, its 422 beside each field).
export function PublishSlotsForm({
  publish,
  zone,
}: {
  publish: ReturnType<typeof useAdviserCalendar>['publish'];
  zone: string;
}) {
  const form = useAppForm<PublishValues>({
    defaultValues: {
      date_from: '',
      date_to: '',
      weekdays: [],
      times: '09:00',
      duration_minutes: '60',
      kind: 'video',
      location: '',
      video_link: '',
    },
    mutation: publish,
    onValid: (values) =>
      publish.mutate({
        date_from: values.date_from,
        ...(values.date_to ? { date_to: values.date_to } : {}),
        weekdays: values.weekdays,
        times: values.times.split(/[\s,]+/).filter(Boolean),
        duration_minutes: Number(values.duration_minutes),
        kind: values.kind,
        location: values.location,
        video_link: values.kind === 'video' ? values.video_link : '',
      }),
  });
  const kind = form.form.watch('kind');
  const weekdays = form.form.watch('weekdays');
  // The server names a bad time by its position (times.0), which ui/form.tsx files under that path.
  const timesError = form.errorOf('times') ?? form.errorOf('times.0' as 'times');

  return (
    <Card className="p-4 sm:p-6">
      <AppFormView form={form} className="grid gap-4 sm:grid-cols-2">
        <TextField label="From" type="date" required {...form.field('date_from')} />
        <TextField
          label="Until (optional)"
          hint="Leave empty for one day."
          type="date"
          {...form.field('date_to')}
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
                checked={weekdays.includes(index + 1)}
                onChange={(checked) =>
                  form.form.setValue(
                    'weekdays',
                    checked ? [...weekdays, index + 1] : weekdays.filter((day) => day !== index + 1),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label="Start times"
          hint={`24-hour, separated by commas, in ${zone} time: 09:00, 14:30`}
          required
          {...form.field('times')}
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
          {...form.field('duration_minutes')}
        />
        <SelectField label="Type" options={kindOptions} {...form.field('kind')} />
        {kind === 'video' ? (
          <TextField
            label="Video call link"
            type="url"
            required
            placeholder="https://"
            {...form.field('video_link')}
          />
        ) : (
          <TextField
            label={kind === 'in_person' ? 'Address' : 'Phone note (optional)'}
            hint={kind === 'phone' ? 'For example: I will call you on your mobile.' : undefined}
            required={kind === 'in_person'}
            maxLength={300}
            {...form.field('location')}
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" isPending={form.isPending}>
            Publish slots
          </Button>
        </div>
      </AppFormView>
    </Card>
  );
}

import {
  type Letter,
  letterStepLabels,
  type RecordStep,
  type RecordStepRequest,
  recordStepSchema,
} from '@atrium/domain/contract/letters-of-authority';
import { todayIso } from '@atrium/domain/factfind/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { lettersKey, recordStep } from '../api.ts';

type Values = { step: string; date: string; note: string };

// The next step with the provider, as it happened: which (only those the letter may take now), on what day, and a
// note (how it was sent, whom the adviser spoke to).
export function RecordStepForm({ letter }: { letter: Letter }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: RecordStep) => recordStep(letter.client_id, letter.id, request),
    onSuccess: ({ data }) => {
      form.form.reset({ step: data.next_steps[0] ?? '', date: todayIso(), note: '' });
      return queryClient.invalidateQueries({ queryKey: lettersKey(letter.client_id) });
    },
  });
  const form = useAppForm<Values, RecordStep>({
    schema: recordStepSchema,
    toRequest: (values): RecordStepRequest => ({
      step: values.step as RecordStepRequest['step'],
      date: values.date,
      note: values.note,
    }),
    defaultValues: { step: letter.next_steps[0] ?? '', date: todayIso(), note: '' },
    mutation,
    onValid: (request) => mutation.mutate(request),
  });
  return (
    <AppFormView form={form} className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Step"
        options={letter.next_steps.map((step) => ({ value: step, label: letterStepLabels[step] }))}
        {...form.field('step')}
      />
      <TextField label="On" type="date" max={todayIso()} {...form.field('date')} />
      <TextAreaField
        label="Note (optional)"
        hint="How it was sent, whom you spoke to, a reference."
        className="sm:col-span-2"
        {...form.field('note')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" isPending={form.isPending}>
          Record step
        </Button>
      </div>
    </AppFormView>
  );
}

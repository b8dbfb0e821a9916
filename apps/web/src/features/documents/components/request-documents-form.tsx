import {
  createDocumentRequestSchema,
  type DocumentRequestPerson,
  type NewDocumentRequest,
} from '@atrium/domain/contract/document-requests';
import {
  type DocumentCategory,
  documentCategories,
  documentCategoryLabels,
} from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { clientRequestsKey, requestDocument, templatesQueryOptions } from '../requests-api.ts';

type Values = {
  template_id: string;
  title: string;
  note: string;
  category: DocumentCategory;
  person: string;
  due_date: string;
  recurrence: { every_months: string; occurrences: string };
};

const adHoc = '';

function requestOf(values: Values) {
  const person: DocumentRequestPerson | string =
    values.person === 'both' ? 'both' : values.person === '2' ? 2 : values.person === '1' ? 1 : values.person;
  return {
    template_id: values.template_id === adHoc ? null : Number(values.template_id),
    title: values.title,
    note: values.note,
    category: values.category,
    person,
    due_date: values.due_date,
    recurrence:
      values.recurrence.every_months === ''
        ? null
        : {
            every_months: Number(values.recurrence.every_months),
            occurrences: Number(values.recurrence.occurrences),
          },
  };
}

const repeatOptions = [
  { value: '', label: 'Once' },
  { value: '1', label: 'Every month' },
  { value: '3', label: 'Every 3 months' },
  { value: '12', label: 'Every year' },
];

// The firm asks the household for a document: from one of its templates (which fills in the title, note and
// category, still editable) or typed ad hoc; for the client, their partner or both; by a date; once or repeatedly.
export function RequestDocumentsForm({
  clientId,
  people,
}: {
  clientId: number;
  // The household's people who sign in, by person (the client's page knows them).
  people: { person: 1 | 2; name: string }[];
}) {
  const queryClient = useQueryClient();
  const { data: templates } = useSuspenseQuery(templatesQueryOptions());
  const live = templates.filter((template) => !template.is_retired);
  const [lastRequested, setLastRequested] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (request: NewDocumentRequest) => requestDocument(clientId, request),
    onSuccess: ({ data }) => {
      setLastRequested(data.title);
      form.form.reset({ ...form.form.getValues(), template_id: adHoc, title: '', note: '' });
      return queryClient.invalidateQueries({ queryKey: clientRequestsKey(clientId) });
    },
  });
  const form = useAppForm<Values, NewDocumentRequest>({
    schema: createDocumentRequestSchema,
    toRequest: requestOf,
    defaultValues: {
      template_id: adHoc,
      title: '',
      note: '',
      category: 'other',
      person: '1',
      due_date: '',
      recurrence: { every_months: '', occurrences: '3' },
    },
    mutation,
    onValid: (request) => {
      setLastRequested(null);
      mutation.mutate(request);
    },
  });
  const templateField = form.field('template_id');
  const isRepeating = form.form.watch('recurrence.every_months') !== '';
  return (
    <AppFormView form={form} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Template"
        hint="Fills in the title, note and category; you can still change them."
        options={[
          { value: adHoc, label: 'None: type your own' },
          ...live.map((template) => ({ value: String(template.id), label: template.title })),
        ]}
        {...templateField}
        onChange={(event) => {
          void templateField.onChange(event);
          const chosen = live.find((template) => String(template.id) === event.target.value);
          if (chosen) {
            form.form.setValue('title', chosen.title);
            form.form.setValue('note', chosen.note);
            form.form.setValue('category', chosen.category);
          }
        }}
      />
      <TextField
        label="Document asked for"
        hint="What the client sees, e.g. P60 2025–26"
        {...form.field('title')}
      />
      <TextAreaField
        label="Note for the client (optional)"
        rows={2}
        className="sm:col-span-2"
        {...form.field('note')}
      />
      <SelectField
        label="Who it is for"
        options={[
          ...people.map((person) => ({ value: String(person.person), label: person.name })),
          ...(people.length > 1 ? [{ value: 'both', label: 'Both of them' }] : []),
        ]}
        {...form.field('person')}
      />
      <SelectField
        label="Category in their documents"
        options={documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] }))}
        {...form.field('category')}
      />
      <TextField label="Due date" type="date" {...form.field('due_date')} />
      <SelectField label="Repeat" options={repeatOptions} {...form.field('recurrence.every_months')} />
      {isRepeating ? (
        <TextField
          label="How many times in all"
          hint="Each next one is asked for when its period starts."
          type="number"
          min={2}
          max={24}
          inputMode="numeric"
          {...form.field('recurrence.occurrences')}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" isPending={form.isPending}>
          Request document
        </Button>
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {lastRequested ? `${lastRequested} requested.` : ''}
        </p>
      </div>
    </AppFormView>
  );
}

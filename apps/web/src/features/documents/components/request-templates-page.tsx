import {
  type DocumentRequestTemplate,
  type SaveDocumentRequestTemplate,
  saveDocumentRequestTemplateSchema,
} from '@atrium/domain/contract/document-requests';
import { documentCategories, documentCategoryLabels } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { createTemplate, templatesKey, templatesQueryOptions, updateTemplate } from '../requests-api.ts';

const categoryOptions = documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] }));
const blank: SaveDocumentRequestTemplate = { title: '', note: '', category: 'other', is_retired: false };

// One template's fields, saved as a whole: a new one (template null) or an existing one, which can be retired.
function TemplateForm({ template }: { template: DocumentRequestTemplate | null }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: SaveDocumentRequestTemplate) =>
      template ? updateTemplate(template.id, values) : createTemplate(values),
    onSuccess: ({ data }) => {
      setSaved(template ? `${data.title} saved.` : `${data.title} added.`);
      if (!template) form.form.reset(blank);
      return queryClient.invalidateQueries({ queryKey: templatesKey });
    },
  });
  const form = useAppForm<SaveDocumentRequestTemplate, SaveDocumentRequestTemplate>({
    schema: saveDocumentRequestTemplateSchema,
    toRequest: (values) => values,
    defaultValues: template
      ? {
          title: template.title,
          note: template.note,
          category: template.category,
          is_retired: template.is_retired,
        }
      : blank,
    mutation,
    onValid: (values) => {
      setSaved(null);
      mutation.mutate(values);
    },
  });
  return (
    <AppFormView form={form} className="grid gap-3 sm:grid-cols-2">
      <TextField label="Title" {...form.field('title')} />
      <SelectField label="Category" options={categoryOptions} {...form.field('category')} />
      <TextAreaField label="Note for the client" rows={2} className="sm:col-span-2" {...form.field('note')} />
      {template ? (
        <CheckboxField
          label="Retired"
          hint="No longer offered; requests made from it stay as they are."
          {...form.field('is_retired')}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="submit"
          size="sm"
          isPending={form.isPending}
          aria-label={template ? `Save ${template.title}` : undefined}
        >
          {template ? 'Save' : 'Add template'}
        </Button>
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {saved ?? ''}
        </p>
      </div>
    </AppFormView>
  );
}

// The firm's document request templates, for its admins: what advisers pick from when they ask a household for a
// document (docs/document-requests.md).
export function RequestTemplatesPage() {
  const { data: templates } = useSuspenseQuery(templatesQueryOptions());
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Document request templates</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          What your advisers pick from when they ask a client for a document. Retire one you no longer use.
        </p>
      </header>
      <SectionCard title="Add a template">
        <TemplateForm template={null} />
      </SectionCard>
      <SectionCard title="Templates">
        <ul aria-label="Templates" className="divide-y divide-gray-200 dark:divide-gray-800">
          {templates.map((template) => (
            <li key={template.id} className="py-4">
              <h3 className="mb-3 font-semibold">
                {template.title}
                {template.is_retired ? ' (retired)' : ''}
              </h3>
              <TemplateForm template={template} />
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

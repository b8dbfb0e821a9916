import {
  type CreateSignatureRequest,
  createSignatureRequestSchema,
  type NewSignatureRequest,
} from '@atrium/domain/contract/signatures';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { clientPdfsQueryOptions, clientSignaturesKey, sendForSignature } from '../api.ts';

type Values = {
  title: string;
  source: string;
  person1: boolean;
  person2: boolean;
  is_ordered: boolean;
  due_date: string;
};

const factFindSource = 'fact-find';

function requestOf(values: Values): CreateSignatureRequest {
  const signers = [...(values.person1 ? [1 as const] : []), ...(values.person2 ? [2 as const] : [])];
  return {
    title: values.title,
    source:
      values.source === factFindSource
        ? { kind: 'fact-find' }
        : { kind: 'document', document_id: Number(values.source) },
    signers,
    is_ordered: values.is_ordered,
    due_date: values.due_date === '' ? null : values.due_date,
  };
}

// The firm sends a PDF from the client's documents, or their submitted fact-find as its record PDF, to one or both
// people of the household.
export function SendForSignature({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const { data: documents } = useSuspenseQuery(clientPdfsQueryOptions(clientId));
  const pdfs = documents.filter((document) => document.mime_type === 'application/pdf');
  const mutation = useMutation({
    mutationFn: (request: NewSignatureRequest) => sendForSignature(clientId, request),
    onSuccess: () => {
      form.form.reset();
      return queryClient.invalidateQueries({ queryKey: clientSignaturesKey(clientId) });
    },
  });
  const form = useAppForm<Values, NewSignatureRequest>({
    schema: createSignatureRequestSchema,
    toRequest: requestOf,
    defaultValues: {
      title: '',
      source: pdfs[0] ? String(pdfs[0].id) : factFindSource,
      person1: true,
      person2: false,
      is_ordered: false,
      due_date: '',
    },
    mutation,
    onValid: (request) => mutation.mutate(request),
  });
  return (
    <SectionCard title="Send a document for signature">
      <AppFormView form={form} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          hint="What the client sees, e.g. Suitability report"
          {...form.field('title')}
        />
        <SelectField
          label="Document"
          hint="A PDF from the client's documents, or their submitted fact-find."
          options={[
            ...pdfs.map((document) => ({ value: String(document.id), label: document.name })),
            { value: factFindSource, label: 'The fact-find record (PDF)' },
          ]}
          {...form.field('source')}
        />
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">Who signs</legend>
          <CheckboxField label="The client (person 1)" {...form.field('person1')} />
          <CheckboxField label="Their partner (person 2)" {...form.field('person2')} />
          <CheckboxField
            label="In that order"
            hint="The partner is asked once the client has signed."
            {...form.field('is_ordered')}
          />
        </fieldset>
        <TextField label="Due date (optional)" type="date" {...form.field('due_date')} />
        <div className="sm:col-span-2">
          <Button type="submit" isPending={form.isPending}>
            Send for signature
          </Button>
        </div>
      </AppFormView>
    </SectionCard>
  );
}

import { declineRequestSchema } from '@atrium/domain/contract/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { declineDocument, signaturesKey } from '../api.ts';

// Declining asks why, and the adviser is told.
export function DeclineForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: { reason: string }) => declineDocument(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signaturesKey }),
  });
  const form = useAppForm({
    schema: declineRequestSchema,
    defaultValues: { reason: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} className="flex flex-col gap-3">
      <TextAreaField
        label="Why are you declining?"
        hint="Your adviser sees this, and can send a corrected document."
        {...form.field('reason')}
      />
      <Button type="submit" variant="danger" className="self-start" isPending={form.isPending}>
        Decline to sign
      </Button>
    </AppFormView>
  );
}

import { declineRequestSchema } from '@atrium/domain/contract/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReasonForm } from '../../../ui/reason-form.tsx';
import { declineDocument, signaturesKey } from '../api.ts';

// Declining asks why, and the adviser is told.
export function DeclineForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: { reason: string }) => declineDocument(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signaturesKey }),
  });
  return (
    <ReasonForm
      schema={declineRequestSchema}
      mutation={mutation}
      label="Why are you declining?"
      hint="Your adviser sees this, and can send a corrected document."
      submitLabel="Decline to sign"
    />
  );
}

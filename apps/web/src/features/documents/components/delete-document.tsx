import type { Document } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { deleteDocument, documentsKey } from '../api.ts';

// A document the client uploaded, deleted after they confirm; the firm's copy goes too.
export function DeleteDocument({ document }: { document: Document }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDocument(document.id),
    onSuccess: async () => {
      setOpen(false);
      addToast({ description: `${document.name} was deleted.` });
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    },
    onError: (error) => addToast({ description: error.message, isError: true }),
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Delete ${document.name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => !remove.isPending && setOpen(open)}
        title="Delete this document?"
        description={`${document.name} will be deleted for you and your adviser. This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

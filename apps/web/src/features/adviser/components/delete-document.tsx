import type { Document } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { deleteDocument, documentsKey } from '../documents-api.ts';

// Any of the client's documents, deleted after the adviser confirms: the client no longer sees it either.
export function DeleteDocument({ clientId, document }: { clientId: number; document: Document }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDocument(clientId, document.id),
    onSuccess: async () => {
      setOpen(false);
      addToast({ description: `${document.name} was deleted.` });
      await queryClient.invalidateQueries({ queryKey: documentsKey(clientId) });
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
        description={`${document.name} will be deleted for you and for the client. This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

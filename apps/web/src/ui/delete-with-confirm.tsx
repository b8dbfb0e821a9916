import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { addToast } from './toast/toast-store.ts';

type Props = {
  // What is deleted, as the reader knows it: the button's accessible name and the toast name it.
  name: string;
  title: string;
  description: string;
  remove: () => Promise<unknown>;
  // The list the deleted thing leaves, fetched again once it is gone.
  queryKey: QueryKey;
};

// A small "Delete" button that deletes only after the reader confirms; the dialog stays open (and cannot be
// dismissed) while the request runs, a toast says what happened.
export function DeleteWithConfirm({ name, title, description, remove, queryKey }: Props) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      setOpen(false);
      addToast({ description: `${name} was deleted.` });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => addToast({ description: error.message, isError: true }),
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => !deletion.isPending && setOpen(open)}
        title={title}
        description={description}
        confirmLabel="Delete"
        variant="danger"
        isPending={deletion.isPending}
        onConfirm={() => deletion.mutate()}
      />
    </>
  );
}

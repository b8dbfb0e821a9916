import type { DocumentCategory } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clientDocumentsKey, shareDocument } from '../adviser-api.ts';

// Sharing a document with the client: the upload's progress (0..1) while it runs, the list refreshed after.
export function useAdviserUpload(clientId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (input: { file: File; category: DocumentCategory }) => {
      setProgress(0);
      return shareDocument(clientId, input, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDocumentsKey(clientId) }),
  });
  return { upload, progress };
}

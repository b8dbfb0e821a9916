import type { DocumentCategory } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentsKey, uploadDocument } from '../documents-api.ts';

// Sharing a document with the client: the upload's progress (0..1) while it runs, the list refreshed after.
export function useUploadDocument(clientId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (input: { file: File; category: DocumentCategory }) => {
      setProgress(0);
      return uploadDocument(clientId, input, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(clientId) }),
  });
  return { upload, progress };
}

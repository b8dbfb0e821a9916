import { documentMaxBytes, documentMessages } from '@atrium/domain/contract/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { documentsKey } from '../api.ts';
import { uploadForRequest } from '../requests-api.ts';

export type RequestUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; fileName: string | null; message: string };

// One upload against one requested item, with its progress, a way to cancel it and the server's own words when it
// refuses one (the vault's checks: type read from the content, 20 MB at most).
export function useRequestUpload(requestId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RequestUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start(files: readonly File[]) {
    if (state.status === 'uploading') return;
    const [file] = files;
    if (!file || files.length > 1) {
      const message = file ? documentMessages.oneFile : documentMessages.fileRequired;
      setState({ status: 'failed', fileName: null, message });
      return;
    }
    if (file.size > documentMaxBytes) {
      setState({ status: 'failed', fileName: file.name, message: documentMessages.tooLarge });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'uploading', fileName: file.name, progress: 0 });
    try {
      await uploadForRequest(requestId, file, {
        signal: abort.signal,
        onProgress: (progress) =>
          setState((current) => (current.status === 'uploading' ? { ...current, progress } : current)),
      });
      setState({ status: 'done', fileName: file.name });
      // The checklist and the vault both hold it.
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ status: 'idle' });
        return;
      }
      const message = isApiError(error)
        ? (error.errors.file?.[0] ?? error.message)
        : 'The upload failed. Please try again.';
      setState({ status: 'failed', fileName: file.name, message });
    } finally {
      controller.current = null;
    }
  }

  return { state, start, cancel: () => controller.current?.abort() };
}

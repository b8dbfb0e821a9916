import {
  type Document,
  type DocumentCategory,
  documentMaxBytes,
  documentMessages,
} from '@atrium/domain/contract/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { documentsKey, uploadDocument } from '../api.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; document: Document }
  | { status: 'failed'; fileName: string | null; message: string; field: 'file' | 'category' };

// One upload at a time, with its progress, a way to cancel it and the server's own words when it refuses one.
export function useUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start(files: readonly File[], category: DocumentCategory) {
    if (state.status === 'uploading') return;
    const [file] = files;
    if (!file || files.length > 1) {
      setState({
        status: 'failed',
        fileName: null,
        message: file ? documentMessages.oneFile : documentMessages.fileRequired,
        field: 'file',
      });
      return;
    }
    // The server refuses it too; saying so first spares sending 20 MB for nothing.
    if (file.size > documentMaxBytes) {
      setState({ status: 'failed', fileName: file.name, message: documentMessages.tooLarge, field: 'file' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'uploading', fileName: file.name, progress: 0 });
    try {
      const { data } = await uploadDocument(
        { file, category },
        {
          signal: abort.signal,
          onProgress: (progress) =>
            setState((current) => (current.status === 'uploading' ? { ...current, progress } : current)),
        },
      );
      setState({ status: 'done', document: data });
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ status: 'idle' });
        return;
      }
      const field = isApiError(error) && error.errors.category ? 'category' : 'file';
      const message = isApiError(error)
        ? (error.errors[field]?.[0] ?? error.message)
        : 'The upload failed. Please try again.';
      setState({ status: 'failed', fileName: file.name, message, field });
    } finally {
      controller.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    reset: () => setState({ status: 'idle' }),
  };
}

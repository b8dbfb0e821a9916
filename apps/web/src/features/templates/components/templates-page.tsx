import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { TemplateDraft } from '@atrium/domain/contract/templates';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  discardTemplateDraft,
  fetchTemplatePreview,
  publishTemplate,
  saveTemplateDraft,
  templateDraftQueryOptions,
  templateKeys,
  templateVersionsQueryOptions,
} from '../api.ts';
import { type EditorState, editorStateOf, requestOf } from '../editor-model.ts';
import { CustomPagesEditor } from './custom-pages-editor.tsx';
import { PageSectionsEditor } from './page-sections-editor.tsx';
import { PermissionsGrid } from './permissions-grid.tsx';
import { VersionHistory } from './version-history.tsx';

type Props = { onPreview: (data: PortalChangesResponse) => void };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

// /adviser/templates: the firm's fact-find template, edited as a draft and published as a new version.
export function TemplatesPage({ onPreview }: Props) {
  const queryClient = useQueryClient();
  const { data: draft } = useSuspenseQuery(templateDraftQueryOptions());
  const { data: versions } = useSuspenseQuery(templateVersionsQueryOptions());
  const [state, setState] = useState<EditorState>(() => editorStateOf(draft));
  const [savedState, setSavedState] = useState(state);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const isDirty = JSON.stringify(state) !== JSON.stringify(savedState);

  const reset = (next: TemplateDraft) => {
    const fresh = editorStateOf(next);
    setState(fresh);
    setSavedState(fresh);
    setErrors({});
  };
  const refresh = async (next: TemplateDraft) => {
    queryClient.setQueryData(templateKeys.draft, { data: next });
    await queryClient.invalidateQueries({ queryKey: templateKeys.versions });
  };

  // Saves what is on screen (if anything changed) and answers whether the draft is now as shown.
  const save = useMutation({
    mutationFn: () => saveTemplateDraft(requestOf(state)),
    onMutate: () => {
      setFailure(null);
      return { sent: state };
    },
    onSuccess: async (response, _variables, context) => {
      setErrors({});
      setSavedState(context.sent);
      await refresh(response.data);
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.errors : {});
      setFailure(
        isApiError(error) && error.status === 422
          ? 'The draft was not saved. Correct the fields marked below.'
          : messageOf(error),
      );
    },
  });
  const saveIfNeeded = async () => {
    if (!isDirty && draft.id !== null) return true;
    try {
      await save.mutateAsync();
      return true;
    } catch {
      return false;
    }
  };

  const preview = useMutation({
    mutationFn: async () => ((await saveIfNeeded()) ? fetchTemplatePreview() : null),
    onSuccess: (data) => {
      if (data) onPreview(data);
    },
    onError: (error) => setFailure(messageOf(error)),
  });

  const publish = useMutation({
    mutationFn: async () => ((await saveIfNeeded()) ? publishTemplate() : null),
    onSuccess: async (response) => {
      setConfirming(null);
      if (!response) return;
      const next = await queryClient.fetchQuery({ ...templateDraftQueryOptions(), staleTime: 0 });
      reset(next.data);
      await queryClient.invalidateQueries({ queryKey: templateKeys.versions });
      addToast({
        description: `Version ${response.data.version} published. New fact-finds use it from now on.`,
      });
    },
    onError: (error) => {
      setConfirming(null);
      setFailure(messageOf(error));
    },
  });

  const discard = useMutation({
    mutationFn: discardTemplateDraft,
    onSuccess: async (response) => {
      setConfirming(null);
      reset(response.data);
      await refresh(response.data);
      addToast({ description: 'Draft discarded.' });
    },
    onError: (error) => {
      setConfirming(null);
      setFailure(messageOf(error));
    },
  });

  const status =
    draft.id === null ? 'No draft yet: this is the version in use.' : `Draft of version ${draft.version}.`;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          Fact-find template
        </h1>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {status} {draft.based_on ? `Version ${draft.based_on} is published.` : 'Nothing is published yet.'}{' '}
          A fact-find keeps the version it was started on; publishing changes only fact-finds started
          afterwards.
        </p>
      </header>
      <div className="sticky top-16 z-10 flex flex-wrap gap-2 border-b border-gray-200 bg-white/95 py-3 dark:border-gray-800 dark:bg-gray-950/95">
        <Button
          onClick={() => save.mutate()}
          isPending={save.isPending}
          disabled={!isDirty && draft.id !== null}
        >
          Save draft
        </Button>
        <Button variant="secondary" onClick={() => preview.mutate()} isPending={preview.isPending}>
          Preview
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('publish')}>
          Publish
        </Button>
        {draft.id !== null ? (
          <Button variant="ghost" onClick={() => setConfirming('discard')}>
            Discard draft
          </Button>
        ) : null}
        <p aria-live="polite" className="self-center text-sm text-gray-700 dark:text-gray-300">
          {isDirty ? 'Unsaved changes' : draft.id !== null ? 'Draft saved' : ''}
        </p>
      </div>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <PageSectionsEditor state={state} onChange={setState} errors={errors} />
      <CustomPagesEditor
        pages={state.customPages}
        onChange={(customPages) => setState({ ...state, customPages })}
        errors={errors}
      />
      <PermissionsGrid state={state} onChange={setState} errors={errors} />
      <VersionHistory versions={versions} />
      <ConfirmDialog
        open={confirming === 'publish'}
        onOpenChange={(open) => setConfirming(open ? 'publish' : null)}
        title={`Publish version ${draft.version}?`}
        description="Fact-finds started from now on use this version. Fact-finds already in progress keep theirs."
        confirmLabel="Publish"
        onConfirm={() => publish.mutate()}
        isPending={publish.isPending}
      />
      <ConfirmDialog
        open={confirming === 'discard'}
        onOpenChange={(open) => setConfirming(open ? 'discard' : null)}
        title="Discard the draft?"
        description={`Your unpublished changes are lost; the editor goes back to version ${draft.based_on ?? 'none'}.`}
        confirmLabel="Discard draft"
        variant="danger"
        onConfirm={() => discard.mutate()}
        isPending={discard.isPending}
      />
    </div>
  );
}

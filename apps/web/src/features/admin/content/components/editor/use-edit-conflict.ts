import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentItem, EditConflict } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { showNotice } from '#web/components/notice/notice-store';
import { isApiError } from '#web/lib/api/ApiError';
import { contentItemQueryOptions } from '#web/features/admin/content/api/get-content-item';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { copyMineOver } from '#web/features/admin/content/lib/edit-conflict';
import { formValuesOf } from '#web/features/admin/content/lib/form-values';
import type { ConflictChoice } from '../conflict/EditConflictDialog';
import type { ItemVersion } from './use-item-version';

interface Conflict {
  current: EditConflict | null;
  /** The values the form was filled from, and what it held when the write was refused. */
  base: FieldValues;
  mine: FieldValues;
  theirs?: ContentItem;
  error?: unknown;
}

interface ConflictInput {
  type: ContentType;
  id: ContentId | null;
  form: UseFormReturn<FieldValues>;
  version: ItemVersion;
  /** Confirmations and errors belonged to the discarded form. */
  saved: () => void;
}

/**
 * An edit conflict and its three ways out (docs/spec/decisions.md §15). Their item is asked again
 * (the answer also refreshes the status bar); the form is left alone until the editor chooses.
 */
export function useEditConflict({ type, id, form, version, saved }: ConflictInput) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const open = (error: unknown) => {
    const current = isApiError(error) ? (error.body.current ?? null) : null;
    setConflict({
      current,
      base: structuredClone(form.formState.defaultValues ?? {}) as FieldValues,
      mine: structuredClone(form.getValues()),
    });
    if (id === null) return;
    queryClient.fetchQuery({ ...contentItemQueryOptions(type.type, id), staleTime: 0 }).then(
      (theirs) => setConflict((c) => c && { ...c, theirs }),
      (failure: unknown) => setConflict((c) => c && { ...c, error: failure }),
    );
  };

  /** `save` saves the form as it is (mine), with the version set here. */
  const choose = async (choice: ConflictChoice, save: () => Promise<boolean>) => {
    const theirs = conflict?.theirs;
    if (!conflict || !theirs) return;
    const theirValues = formValuesOf(type.fields, theirs.draft);
    // Every way on continues from their version: the next write names it.
    version.set(theirs.version);
    setConflict(null);
    if (choice === 'reload') {
      form.reset(theirValues);
      saved();
      showNotice('admin:content.conflict.reloaded', 'success');
    } else if (choice === 'copy') {
      const { values, copied } = copyMineOver(type, conflict.base, conflict.mine, theirValues);
      form.reset(theirValues);
      for (const name of copied) form.setValue(name, values[name], { shouldDirty: true });
      showNotice('admin:content.conflict.copied', 'info');
    } else {
      // Mine is still what the form holds; theirs stays in the revisions (every save is one).
      await save();
    }
  };

  return { conflict, open, choose, close: () => setConflict(null) };
}

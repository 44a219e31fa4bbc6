import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentItem } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { validateData } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import { showNotice } from '#web/components/notice/notice-store';
import { noticePublished } from '#web/features/admin/lib/published-notice';
import { isApiError } from '#web/lib/api/ApiError';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useCreateContentItem } from '#web/features/admin/content/api/create-content-item';
import { useDeleteContentItem } from '#web/features/admin/content/api/delete-content-item';
import { getPreviewUrl } from '#web/features/admin/content/api/get-preview-url';
import { usePublishContentItem } from '#web/features/admin/content/api/publish-content-item';
import { useSaveContentDraft } from '#web/features/admin/content/api/save-content-draft';
import { useUnpublishContentItem } from '#web/features/admin/content/api/unpublish-content-item';
import { useCancelSchedule } from '#web/features/admin/content/api/cancel-schedule';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { isEditConflict } from '#web/features/admin/content/lib/edit-conflict';
import type { ScheduleChoice } from './ScheduleDialog';
import type { ItemVersion } from './use-item-version';

interface ActionsInput {
  type: ContentType;
  item: ContentItem | null;
  /** The version every write names in If-Match; each answer moves it on. */
  version: ItemVersion;
  form: UseFormReturn<FieldValues>;
  dirty: boolean;
  confirmed: ReadonlySet<string>;
  showErrors: (fields: Record<string, string>) => void;
  /** After a successful save (confirmations sent, errors gone). */
  saved: () => void;
  onCreated: (id: ContentId) => void;
  onDeleted: () => void;
  /** Someone else saved first (409 EDIT_CONFLICT): nothing was written, the form keeps its values. */
  onConflict: (error: unknown) => void;
}

/** What the status bar does: save (checked here first, then by the server), publish, withdraw, preview, delete. */
export function useContentActions({
  type,
  item,
  version,
  form,
  dirty,
  confirmed,
  showErrors,
  saved,
  onCreated,
  onDeleted,
  onConflict,
}: ActionsInput) {
  const create = useCreateContentItem();
  const saveDraft = useSaveContentDraft();
  const publishItem = usePublishContentItem();
  const unpublishItem = useUnpublishContentItem();
  const cancelScheduleItem = useCancelSchedule();
  const deleteItem = useDeleteContentItem();
  /** A failed call that has no field to show it at. */
  const [failure, setFailure] = useState<unknown>(null);
  /** The item's id and the version the form stands on, for a write (null while the item is new). */
  const target = () => (item ? { type: type.type, id: item.id, version: version.get() ?? item.version } : null);
  /** A failed write: a conflict opens the comparison, anything else is said. */
  const failed = (error: unknown) => (isEditConflict(error) ? onConflict(error) : noticeAdminError(error));

  const save = async (): Promise<boolean> => {
    setFailure(null);
    const data = form.getValues();
    const check = validateData(type, data);
    if (!check.ok) {
      showErrors(check.fields);
      return false;
    }
    try {
      const stored = target();
      if (stored) version.set((await saveDraft.mutateAsync({ ...stored, data, confirm: [...confirmed] })).version);
      else {
        const created = await create.mutateAsync({ type: type.type, data });
        form.reset(data);
        saved();
        showNotice('admin:content.editor.created', 'success');
        onCreated(created.id);
        return true;
      }
      form.reset(data);
      saved();
      showNotice('admin:content.editor.saved', 'success');
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields) showErrors(error.fields);
      else if (isEditConflict(error)) onConflict(error);
      else setFailure(error);
      return false;
    }
  };

  /** Publishing or previewing shows the stored draft: unsaved edits are saved first. */
  const savedFirst = async () => !dirty || (await save());

  const publish = async ({ memo, at }: ScheduleChoice): Promise<void> => {
    if (!item || !(await savedFirst())) return;
    const stored = target();
    if (!stored) return;
    try {
      const published = await publishItem.mutateAsync({ ...stored, memo, at });
      version.set(published.version);
      if (at) showNotice('admin:content.publish.scheduled', 'success');
      else noticePublished('admin:content.publish.done', published.propagation);
    } catch (error) {
      failed(error);
    }
  };

  const unpublish = async ({ at }: ScheduleChoice): Promise<void> => {
    const stored = target();
    if (!stored) return;
    try {
      const withdrawn = await unpublishItem.mutateAsync({ ...stored, at });
      version.set(withdrawn.version);
      if (at) showNotice('admin:content.unpublish.scheduled', 'success');
      else noticePublished('admin:content.unpublish.done', withdrawn.propagation);
    } catch (error) {
      failed(error);
    }
  };

  const cancelSchedule = async (): Promise<void> => {
    const stored = target();
    if (!stored) return;
    try {
      version.set((await cancelScheduleItem.mutateAsync(stored)).version);
      showNotice('admin:content.unschedule.done', 'success');
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (): Promise<void> => {
    const stored = target();
    if (!stored) return;
    try {
      await deleteItem.mutateAsync(stored);
      showNotice('admin:content.editor.deleted', 'success');
      onDeleted();
    } catch (error) {
      failed(error);
    }
  };

  const preview = async (lang: Language, tab: Window | null): Promise<void> => {
    if (!item || !(await savedFirst())) {
      tab?.close();
      return;
    }
    try {
      const { url } = await getPreviewUrl(type.type, item.id, lang);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      noticeAdminError(error);
    }
  };

  const busy =
    create.isPending ||
    saveDraft.isPending ||
    publishItem.isPending ||
    unpublishItem.isPending ||
    cancelScheduleItem.isPending ||
    deleteItem.isPending;
  return {
    save,
    publish,
    unpublish,
    cancelSchedule,
    remove,
    preview,
    busy,
    failure,
    publishing: publishItem.isPending,
    unpublishing: unpublishItem.isPending,
    deleting: deleteItem.isPending,
  };
}

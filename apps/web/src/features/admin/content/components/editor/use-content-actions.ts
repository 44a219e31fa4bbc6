import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentItem } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { validateData } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import { showNotice } from '#web/components/notice/notice-store';
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
import type { ScheduleChoice } from './ScheduleDialog';

interface ActionsInput {
  type: ContentType;
  item: ContentItem | null;
  form: UseFormReturn<FieldValues>;
  dirty: boolean;
  confirmed: ReadonlySet<string>;
  showErrors: (fields: Record<string, string>) => void;
  /** After a successful save (confirmations sent, errors gone). */
  saved: () => void;
  onCreated: (id: ContentId) => void;
  onDeleted: () => void;
}

/** What the status bar does: save (checked here first, then by the server), publish, withdraw, preview, delete. */
export function useContentActions({
  type,
  item,
  form,
  dirty,
  confirmed,
  showErrors,
  saved,
  onCreated,
  onDeleted,
}: ActionsInput) {
  const create = useCreateContentItem();
  const saveDraft = useSaveContentDraft();
  const publishItem = usePublishContentItem();
  const unpublishItem = useUnpublishContentItem();
  const cancelScheduleItem = useCancelSchedule();
  const deleteItem = useDeleteContentItem();
  /** A failed call that has no field to show it at. */
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (): Promise<boolean> => {
    setFailure(null);
    const data = form.getValues();
    const check = validateData(type, data);
    if (!check.ok) {
      showErrors(check.fields);
      return false;
    }
    try {
      if (item) await saveDraft.mutateAsync({ type: type.type, id: item.id, data, confirm: [...confirmed] });
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
      else setFailure(error);
      return false;
    }
  };

  /** Publishing or previewing shows the stored draft: unsaved edits are saved first. */
  const savedFirst = async () => !dirty || (await save());

  const publish = async ({ memo, at }: ScheduleChoice): Promise<void> => {
    if (!item || !(await savedFirst())) return;
    try {
      await publishItem.mutateAsync({ type: type.type, id: item.id, memo, at });
      showNotice(at ? 'admin:content.publish.scheduled' : 'admin:content.publish.done', 'success');
    } catch (error) {
      noticeAdminError(error);
    }
  };

  const unpublish = async ({ at }: ScheduleChoice): Promise<void> => {
    if (!item) return;
    try {
      await unpublishItem.mutateAsync({ type: type.type, id: item.id, at });
      showNotice(at ? 'admin:content.unpublish.scheduled' : 'admin:content.unpublish.done', 'success');
    } catch (error) {
      noticeAdminError(error);
    }
  };

  const cancelSchedule = async (): Promise<void> => {
    if (!item) return;
    try {
      await cancelScheduleItem.mutateAsync({ type: type.type, id: item.id });
      showNotice('admin:content.unschedule.done', 'success');
    } catch (error) {
      noticeAdminError(error);
    }
  };

  const remove = async (): Promise<void> => {
    if (!item) return;
    try {
      await deleteItem.mutateAsync({ type: type.type, id: item.id });
      showNotice('admin:content.editor.deleted', 'success');
      onDeleted();
    } catch (error) {
      noticeAdminError(error);
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

import { useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentItem } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import type { Language } from '@atrium/shared/languages';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import type { ContentId } from '#web/features/admin/content/lib/content-paths';
import { formValuesOf } from '#web/features/admin/content/lib/form-values';
import { keepWords } from '#web/features/admin/content/lib/layout';
import { useEditorPresence } from '#web/features/admin/content/api/editor-presence';
import { EditConflictDialog } from '../conflict/EditConflictDialog';
import { PresenceNotice } from '../presence/PresenceNotice';
import { RevisionsDrawer } from '../revisions/RevisionsDrawer';
import { EditorProvider } from './EditorContext';
import { ErrorSummary } from './ErrorSummary';
import { LanguagePanel, LanguageSwitch } from './LanguageSwitch';
import { PublishWarnings } from './PublishWarnings';
import { ScheduleDialog } from './ScheduleDialog';
import { StatusBar } from './StatusBar';
import { TypeFields } from './TypeFields';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useContentActions } from './use-content-actions';
import { useEditConflict } from './use-edit-conflict';
import { useItemVersion } from './use-item-version';
import { useEditorState } from './use-editor-state';

interface ContentEditorProps {
  type: ContentType;
  /** The stored item, or null for a new one. */
  item: ContentItem | null;
  onCreated: (id: ContentId) => void;
  onDeleted: () => void;
  /** A revision became the draft: the page reloads the item and remakes the form. */
  onRestored: () => void;
  /** The language the form opens in (Korean unless the address names another). */
  initialLang?: Language;
}

/**
 * An item's form, rendered from its type's declaration, with the status bar and the revisions;
 * who else has it open, and a comparison when someone else saved first.
 */
export function ContentEditor({ type, item, onCreated, onDeleted, onRestored, initialLang }: ContentEditorProps) {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({ defaultValues: formValuesOf(type.fields, item?.draft ?? {}) });
  const { state, setLang, showErrors, saved, errorLanguages } = useEditorState({
    fixedKey: item ? (type.keyedBy ?? null) : null,
    fieldLanguages: item?.fieldLanguages,
    initialLang,
  });
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [dialog, setDialog] = useState<'publish' | 'unpublish' | 'delete' | 'revisions' | null>(null);
  // Set just before leaving on purpose (after create or delete): the guard lets it through.
  const leaving = useRef(false);
  const dirty = form.formState.isDirty || state.confirmed.size > 0;
  const version = useItemVersion(item?.version ?? null);
  const presence = useEditorPresence(type.type, item?.id ?? null);
  const conflict = useEditConflict({ type, id: item?.id ?? null, form, version, saved });
  const openConflict = (error: unknown) => {
    setDialog(null);
    conflict.open(error);
  };
  const actions = useContentActions({
    type,
    item,
    version,
    form,
    dirty,
    confirmed: state.confirmed,
    showErrors: (fields) => {
      showErrors(fields);
      focusFirstInvalid();
    },
    saved,
    onCreated: (id) => {
      leaving.current = true;
      onCreated(id);
    },
    onDeleted: () => {
      leaving.current = true;
      onDeleted();
    },
    onConflict: openConflict,
  });
  const close = () => setDialog(null);

  return (
    <EditorProvider value={state}>
      <FormProvider {...form}>
        <Stack
          component="form"
          ref={formRef}
          noValidate
          spacing={2}
          sx={keepWords}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.save();
          }}
        >
          <StatusBar
            type={type}
            item={item}
            dirty={dirty}
            busy={actions.busy}
            canDelete={type.creatable}
            onPublish={() => setDialog('publish')}
            onUnpublish={() => setDialog('unpublish')}
            onCancelSchedule={() => void actions.cancelSchedule()}
            onDelete={() => setDialog('delete')}
            onPreview={(lang, tab) => void actions.preview(lang, tab)}
            onRevisions={() => setDialog('revisions')}
          />
          {item && <PresenceNotice editors={presence.data?.editors ?? []} />}
          {Boolean(actions.failure) && <AdminErrorAlert error={actions.failure} />}
          <ErrorSummary type={type} errors={state.errors} />
          <LanguageSwitch
            value={state.lang}
            onChange={setLang}
            states={item?.languages ?? {}}
            withErrors={errorLanguages}
          />
          <LanguagePanel lang={state.lang}>
            <TypeFields type={type} />
          </LanguagePanel>
        </Stack>
      </FormProvider>
      {(dialog === 'publish' || dialog === 'unpublish') && (
        <ScheduleDialog
          action={dialog}
          open
          busy={actions.busy}
          onClose={close}
          onConfirm={(choice) => void actions[dialog](choice).then(close)}
          warnings={dialog === 'publish' && item && <PublishWarnings type={type.type} id={item.id} />}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        title={t('admin:content.editor.deleteTitle')}
        confirmLabel={t('admin:content.editor.delete')}
        busy={actions.deleting}
        onClose={close}
        onConfirm={() => void actions.remove().then(close)}
      >
        <Typography>{t('admin:content.editor.deleteText')}</Typography>
      </ConfirmDialog>
      {item && (
        <RevisionsDrawer
          type={type}
          id={item.id}
          current={item.draft}
          version={version.version ?? item.version}
          dirty={dirty}
          open={dialog === 'revisions'}
          onClose={close}
          onRestored={() => {
            leaving.current = true;
            close();
            onRestored();
          }}
          onConflict={openConflict}
        />
      )}
      {conflict.conflict && (
        <EditConflictDialog
          type={type}
          current={conflict.conflict.current}
          theirs={conflict.conflict.theirs}
          error={conflict.conflict.error}
          base={conflict.conflict.base}
          mine={conflict.conflict.mine}
          busy={actions.busy}
          onChoose={(choice) => void conflict.choose(choice, actions.save)}
          onClose={conflict.close}
        />
      )}
      <UnsavedChangesGuard dirty={() => !leaving.current && dirty} />
    </EditorProvider>
  );
}

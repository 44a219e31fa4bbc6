import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '@atrium/shared/api/app-info';
import { showNotice } from '../../../components/notice/noticeStore';
import { FormTextField } from '../../../components/forms/FormTextField';
import { HookForm } from '../../../components/forms/HookForm';
import { useFocusFirstInvalid } from '../../../components/forms/useFocusFirstInvalid';
import { useSaveAppInfo } from '../api/saveAppInfo';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { appInfoFormSchema, type AppInfoFormInput, type AppInfoFormOutput } from './appInfoForm';
import { NoticeTabs } from './NoticeTabs';

const formValues = (info: AppInfo): AppInfoFormInput => ({ ...info, releaseDate: info.releaseDate ?? '' });

/** The app page's store links, release date and notice; saved as a whole. */
export function AppInfoForm({ info }: { info: AppInfo }) {
  const { t } = useTranslation();
  const save = useSaveAppInfo();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<AppInfoFormInput, unknown, AppInfoFormOutput>({
    resolver: zodResolver(appInfoFormSchema),
    defaultValues: formValues(info),
    shouldFocusError: false,
  });

  const onValid = async (values: AppInfoFormOutput) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      showNotice('admin:app.saved', 'success');
    } catch {
      // Shown below the form (save.error).
    }
  };

  return (
    <HookForm
      form={form}
      onValid={onValid}
      formRef={ref}
      onInvalid={focusFirstInvalid}
      spacing={3}
      sx={{ maxWidth: 900 }}
    >
      <FormTextField
        control={form.control}
        name="iosUrl"
        type="url"
        required
        label={t('admin:app.iosUrl')}
        hint={t('admin:app.urlHelp')}
      />
      <FormTextField
        control={form.control}
        name="androidUrl"
        type="url"
        required
        label={t('admin:app.androidUrl')}
        hint={t('admin:app.urlHelp')}
      />
      <FormTextField
        control={form.control}
        name="releaseDate"
        type="date"
        label={t('admin:app.releaseDate')}
        hint={t('admin:app.releaseDateHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />
      <NoticeTabs />
      {save.isError && <AdminErrorAlert error={save.error} />}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('admin:common.save')}
      </Button>
    </HookForm>
  );
}

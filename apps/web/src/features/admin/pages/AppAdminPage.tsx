import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/getAppInfo';
import { AppInfoForm } from '../appInfo/AppInfoForm';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';

/** /admin/app (MANAGER and ADMIN): the mobile app's store links, release date and notice. */
export default function AppAdminPage() {
  const { t } = useTranslation();
  const info = useAppInfo();
  return (
    <AdminPage title={t('admin:app.title')}>
      {info.isError && <AdminErrorAlert error={info.error} />}
      {info.isPending && <Skeleton variant="rectangular" height={360} />}
      {info.data && <AppInfoForm info={info.data} />}
    </AdminPage>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../components/AdminPage';
import { updateHref } from '../news/NewsAdminTable';
import { NewsForm } from '../news/NewsForm';
import { emptyDraft } from '../news/newsDraft';

/** /admin/news/write (MANAGER and ADMIN): a new news item; once saved it continues on its update page. */
export default function NewsWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyDraft());
  return (
    <AdminPage title={t('admin:newsAdmin.writeTitle')}>
      <NewsForm initial={initial} onSaved={(saved) => void navigate(updateHref(saved.id), { replace: true })} />
    </AdminPage>
  );
}

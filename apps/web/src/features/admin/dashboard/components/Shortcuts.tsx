import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref } from '@atrium/shared/routes';
import { ADMIN_NAV } from '#web/features/admin/admin-nav';
import { AdminSection } from '#web/features/admin/components/AdminPage';

/** A MANAGER's dashboard: straight links to the content work (the navigation's staff pages). */
export function Shortcuts() {
  const { t } = useTranslation();
  const items = ADMIN_NAV.filter((item) => item.page !== '' && !item.adminOnly);
  return (
    <AdminSection id="dashboard-shortcuts" title={t('admin:dashboard.shortcuts')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {items.map((item) => (
          <Button key={item.page} component={RouterLink} to={adminHref(item.page)} variant="outlined" size="large">
            {t(item.text)}
          </Button>
        ))}
      </Stack>
    </AdminSection>
  );
}

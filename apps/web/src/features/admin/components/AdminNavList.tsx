import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminHref } from '@atrium/shared/routes';
import { ADMIN_NAV } from '../adminNav';
import { isAdmin, useAdminRole } from '../lib/adminRole';

/** The admin navigation for the signed-in role: a MANAGER does not see users, statistics or the audit log. */
export function AdminNavList() {
  const { t } = useTranslation();
  const role = useAdminRole();
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => !item.adminOnly || isAdmin(role));
  return (
    <List>
      {items.map(({ page, text }) => {
        const to = adminHref(page);
        // A section stays marked on its detail pages (/admin/users/12); the dashboard only on itself.
        const active = pathname === to || (page !== '' && pathname.startsWith(`${to}/`));
        return (
          <li key={page}>
            <ListItemButton
              component={RouterLink}
              to={to}
              selected={active}
              aria-current={pathname === to ? 'page' : undefined}
            >
              <ListItemText primary={t(text)} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

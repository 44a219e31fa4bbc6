import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref } from '@atrium/shared/routes';
import { ADMIN_NAV } from '../admin-nav';
import { isAdmin, useAdminRole } from '../lib/admin-role';

/** The admin navigation for the signed-in role: a MANAGER does not see users, statistics or the audit log. */
export function AdminNavList() {
  const { t } = useTranslation();
  const role = useAdminRole();
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => !item.adminOnly || isAdmin(role));
  return (
    <List>
      {items.map(({ page, text, children }) => {
        const to = adminHref(page);
        // A section stays marked on its detail pages (/admin/users/12); the dashboard only on itself;
        // a section with its own links (Content) leaves the marking to them.
        const active = pathname === to || (page !== '' && !children && pathname.startsWith(`${to}/`));
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
            {children && (
              <List dense disablePadding>
                {children.map((child) => {
                  const href = adminHref(child.path);
                  return (
                    <li key={child.path}>
                      <ListItemButton
                        component={RouterLink}
                        to={href}
                        selected={pathname === href || pathname.startsWith(`${href}/`)}
                        aria-current={pathname === href ? 'page' : undefined}
                        sx={{ pl: 4 }}
                      >
                        <ListItemText primary={t(child.text)} />
                      </ListItemButton>
                    </li>
                  );
                })}
              </List>
            )}
          </li>
        );
      })}
    </List>
  );
}

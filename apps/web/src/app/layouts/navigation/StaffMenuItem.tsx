import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref } from '@atrium/shared/routes';
import { LazyTooltip } from '#web/components/LazyTooltip';
import { hiddenWhen, menuButtonSx, type MenuPlacement } from './menu-item-layout';

export interface StaffMenuItemProps {
  placement: MenuPlacement;
  /** Icon only, the label in a tooltip (the collapsed side drawer). */
  collapsed?: boolean;
  /** Called after the item is chosen (the mobile menu closes). */
  onNavigate?: () => void;
}

/** "Admin": the way from the public site into the admin, styled as the other menu items. */
export default function StaffMenuItem({ placement, collapsed = false, onNavigate }: StaffMenuItemProps) {
  const { t } = useTranslation();
  const label = t('nav.admin');
  const button = (
    <ListItemButton
      component={RouterLink}
      to={adminHref()}
      aria-label={collapsed ? label : undefined}
      onClick={onNavigate}
      sx={menuButtonSx(placement)}
    >
      <ListItemIcon sx={{ minWidth: 44, color: 'inherit' }}>
        <AdminPanelSettingsOutlined aria-hidden />
      </ListItemIcon>
      <ListItemText primary={label} sx={hiddenWhen(collapsed)} slotProps={{ primary: { noWrap: true } }} />
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <LazyTooltip title={label} placement="right">
          {button}
        </LazyTooltip>
      ) : (
        button
      )}
    </li>
  );
}

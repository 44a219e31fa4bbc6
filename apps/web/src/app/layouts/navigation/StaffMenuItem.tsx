import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref } from '@atrium/shared/routes';
import { Tooltip } from '#web/components/Tooltip';
import { AdminPanelSettingsOutlinedIcon } from './icons';
import { iconClass, labelClass, menuButtonClass, type MenuPlacement } from './menu-item-layout';
import styles from './StaffMenuItem.module.css';

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
    <RouterLink
      to={adminHref()}
      className={menuButtonClass(placement, false)}
      aria-label={collapsed ? label : undefined}
      onClick={onNavigate}
    >
      <span className={iconClass(false)}>
        <AdminPanelSettingsOutlinedIcon className={styles.evenOdd} />
      </span>
      <span className={labelClass({ collapsed, noWrap: true, bold: false })}>{label}</span>
    </RouterLink>
  );
  return <li>{collapsed ? <Tooltip title={label}>{button}</Tooltip> : button}</li>;
}

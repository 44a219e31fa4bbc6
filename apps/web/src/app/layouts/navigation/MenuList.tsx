import { useState } from 'react';
import { Link as RouterLink, useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import type { MenuItem } from '#web/config/menu';
import { Tooltip } from '#web/components/Tooltip';
import { IconButton } from '#web/components/ui/IconButton';
import { useLanguage } from '#web/lib/i18n/use-language';
import { stripLanguagePrefix } from '#web/lib/i18n/language-path';
import { findActiveMenu, shouldWrapMenuLabel } from './active-menu';
import { ExpandLessIcon, ExpandMoreIcon } from './icons';
import {
  iconClass,
  labelClass,
  listClass,
  menuButtonClass,
  rowClass,
  subButtonClass,
  subLabelClass,
  SubItemDot,
  toggleClass,
  type MenuPlacement,
} from './menu-item-layout';
import { StaffMenuEntry } from './StaffMenuEntry';

interface MenuListProps {
  menu: readonly MenuItem[];
  /** The side drawer's or the mobile menu's list; also keeps ids unique when both are in the page. */
  placement: MenuPlacement;
  /** Icons only (the side drawer scrolled to 97px): labels move to tooltips. */
  collapsed?: boolean;
  /** Called after an item is chosen (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The menu items with icons, the active one filled, sub-lists opening from a toggle button. */
export function MenuList({ menu, placement, collapsed = false, onNavigate }: MenuListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const active = findActiveMenu(menu, stripLanguagePrefix(pathname));
  // Explicit toggles; an item not toggled yet is open when it holds the active page.
  const [toggled, setToggled] = useState<Record<number, boolean>>({});

  return (
    <ul className={listClass}>
      {menu.map((item, index) => {
        const label = t(item.text);
        const isActive = active?.item === index;
        const Icon = isActive ? item.activeIcon : item.icon;
        const subId = `${placement}-sub-${index}`;
        // A sub-list stays open while the drawer is collapsed (its items shown as dots), so the
        // items under it keep their places.
        const open = toggled[index] ?? isActive;
        const wrap = shouldWrapMenuLabel(label, lang);
        const withToggle = Boolean(item.subList) && !collapsed;
        const button = (
          <RouterLink
            to={href(lang, item.page)}
            className={menuButtonClass(placement, isActive)}
            aria-current={isActive && active?.sub === null ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            onClick={onNavigate}
          >
            <span className={iconClass(isActive)}>
              <Icon />
            </span>
            <span className={labelClass({ collapsed, noWrap: collapsed || !wrap, bold: isActive })}>{label}</span>
          </RouterLink>
        );
        return (
          <li key={item.text}>
            <div className={rowClass(withToggle)}>
              {collapsed ? <Tooltip title={label}>{button}</Tooltip> : button}
              {withToggle && (
                <div className={toggleClass}>
                  <IconButton
                    edge="end"
                    aria-expanded={open}
                    aria-controls={open ? subId : undefined}
                    aria-label={t(open ? 'nav.collapse' : 'nav.expand', { label })}
                    onClick={() => setToggled((state) => ({ ...state, [index]: !open }))}
                  >
                    {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                </div>
              )}
            </div>
            {item.subList && open && (
              // A closed sub-list is not in the page (a third of the drawer's markup, sent to
              // every page): it is rendered when opened.
              <ul id={subId} className={listClass}>
                {item.subList.map((sub, subIndex) => {
                  const subActive = isActive && active?.sub === subIndex;
                  const subLabel = t(sub.text);
                  const subButton = (
                    <RouterLink
                      to={href(lang, sub.page)}
                      className={subButtonClass(placement, subActive)}
                      aria-current={subActive ? 'page' : undefined}
                      aria-label={collapsed ? subLabel : undefined}
                      onClick={onNavigate}
                    >
                      {collapsed && <SubItemDot active={subActive} />}
                      <span
                        className={`${labelClass({
                          collapsed,
                          noWrap: collapsed || !shouldWrapMenuLabel(subLabel, lang),
                          bold: subActive,
                        })} ${subLabelClass}`}
                      >
                        {subLabel}
                      </span>
                    </RouterLink>
                  );
                  return (
                    <li key={sub.text}>{collapsed ? <Tooltip title={subLabel}>{subButton}</Tooltip> : subButton}</li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
      <StaffMenuEntry placement={placement} collapsed={collapsed} onNavigate={onNavigate} />
    </ul>
  );
}

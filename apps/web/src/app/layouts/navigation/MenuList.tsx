import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import type { MenuItem } from '#web/config/menu';
import { LazyTooltip } from '#web/components/LazyTooltip';
import { useLanguage } from '#web/lib/i18n/use-language';
import { stripLanguagePrefix } from '#web/lib/i18n/language-path';
import { findActiveMenu, shouldWrapMenuLabel } from './active-menu';
import { hiddenWhen, menuButtonSx, subButtonSx, SubItemDot, type MenuPlacement } from './menu-item-layout';
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
    <List disablePadding>
      {menu.map((item, index) => {
        const label = t(item.text);
        const isActive = active?.item === index;
        const Icon = isActive ? item.activeIcon : item.icon;
        const subId = `${placement}-sub-${index}`;
        // A sub-list stays open while the drawer is collapsed (its items shown as dots), so the
        // items under it keep their places.
        const open = toggled[index] ?? isActive;
        const wrap = shouldWrapMenuLabel(label, lang);
        const button = (
          <ListItemButton
            component={RouterLink}
            to={href(lang, item.page)}
            selected={isActive}
            aria-current={isActive && active?.sub === null ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            onClick={onNavigate}
            sx={menuButtonSx(placement)}
          >
            <ListItemIcon sx={{ minWidth: 44, color: isActive ? 'primary.main' : 'inherit' }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={label}
              sx={hiddenWhen(collapsed)}
              slotProps={{ primary: { noWrap: collapsed || !wrap, sx: { fontWeight: isActive ? 700 : 400 } } }}
            />
          </ListItemButton>
        );
        return (
          <li key={item.text}>
            <ListItem
              component="div"
              disablePadding
              secondaryAction={
                item.subList && !collapsed ? (
                  <IconButton
                    edge="end"
                    aria-expanded={open}
                    aria-controls={open ? subId : undefined}
                    aria-label={t(open ? 'nav.collapse' : 'nav.expand', { label })}
                    onClick={() => setToggled((state) => ({ ...state, [index]: !open }))}
                  >
                    {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
                  </IconButton>
                ) : undefined
              }
            >
              {collapsed ? (
                <LazyTooltip title={label} placement="right">
                  {button}
                </LazyTooltip>
              ) : (
                button
              )}
            </ListItem>
            {item.subList && (
              // A closed sub-list is not in the page (a third of the drawer's markup and styles,
              // sent to every page): it is rendered when opened.
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List id={subId} disablePadding>
                  {item.subList.map((sub, subIndex) => {
                    const subActive = isActive && active?.sub === subIndex;
                    const subLabel = t(sub.text);
                    const subButton = (
                      <ListItemButton
                        component={RouterLink}
                        to={href(lang, sub.page)}
                        selected={subActive}
                        aria-current={subActive ? 'page' : undefined}
                        aria-label={collapsed ? subLabel : undefined}
                        onClick={onNavigate}
                        sx={subButtonSx(placement)}
                      >
                        {collapsed && <SubItemDot active={subActive} />}
                        <ListItemText
                          primary={subLabel}
                          sx={hiddenWhen(collapsed)}
                          slotProps={{
                            primary: {
                              noWrap: collapsed || !shouldWrapMenuLabel(subLabel, lang),
                              sx: { fontWeight: subActive ? 700 : 400, fontSize: '0.95rem' },
                            },
                          }}
                        />
                      </ListItemButton>
                    );
                    return (
                      <li key={sub.text}>
                        {collapsed ? (
                          <LazyTooltip title={subLabel} placement="right">
                            {subButton}
                          </LazyTooltip>
                        ) : (
                          subButton
                        )}
                      </li>
                    );
                  })}
                </List>
              </Collapse>
            )}
          </li>
        );
      })}
      <StaffMenuEntry placement={placement} collapsed={collapsed} onNavigate={onNavigate} />
    </List>
  );
}

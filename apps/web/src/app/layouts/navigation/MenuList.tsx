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
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import type { MenuItem } from '../../../config/menu';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { stripLanguagePrefix } from '../../../lib/i18n/languagePath';
import { findActiveMenu, shouldWrapMenuLabel } from './activeMenu';
import { StaffMenuEntry } from './StaffMenuEntry';

interface MenuListProps {
  menu: readonly MenuItem[];
  /** Icons only (the side drawer scrolled to 97px): labels move to tooltips. */
  collapsed?: boolean;
  /** Called after an item is chosen (the mobile menu closes). */
  onNavigate?: () => void;
  /** Keeps ids unique when the side and the mobile menu are both in the page. */
  idPrefix: string;
}

/** The menu items with icons, the active one filled, sub-lists opening from a toggle button. */
export function MenuList({ menu, collapsed = false, onNavigate, idPrefix }: MenuListProps) {
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
        const subId = `${idPrefix}-sub-${index}`;
        const open = (toggled[index] ?? isActive) && !collapsed;
        const wrap = shouldWrapMenuLabel(label, lang);
        const button = (
          <ListItemButton
            component={RouterLink}
            to={href(lang, item.page)}
            selected={isActive}
            aria-current={isActive && active?.sub === null ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            onClick={onNavigate}
            sx={{ minHeight: 52, justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 1 : 3 }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 44, color: isActive ? 'primary.main' : 'inherit' }}>
              <Icon aria-hidden />
            </ListItemIcon>
            {!collapsed && (
              <ListItemText
                primary={label}
                slotProps={{ primary: { noWrap: !wrap, sx: { fontWeight: isActive ? 700 : 400 } } }}
              />
            )}
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
                    aria-controls={subId}
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
            {item.subList && !collapsed && (
              <Collapse in={open} timeout="auto">
                <List id={subId} disablePadding>
                  {item.subList.map((sub, subIndex) => {
                    const subActive = isActive && active?.sub === subIndex;
                    const subLabel = t(sub.text);
                    return (
                      <li key={sub.text}>
                        <ListItemButton
                          component={RouterLink}
                          to={href(lang, sub.page)}
                          selected={subActive}
                          aria-current={subActive ? 'page' : undefined}
                          onClick={onNavigate}
                          sx={{ pl: 9.5, minHeight: 44 }}
                        >
                          <ListItemText
                            primary={subLabel}
                            slotProps={{
                              primary: {
                                noWrap: !shouldWrapMenuLabel(subLabel, lang),
                                sx: { fontWeight: subActive ? 700 : 400, fontSize: '0.95rem' },
                              },
                            }}
                          />
                        </ListItemButton>
                      </li>
                    );
                  })}
                </List>
              </Collapse>
            )}
          </li>
        );
      })}
      <StaffMenuEntry collapsed={collapsed} onNavigate={onNavigate} />
    </List>
  );
}

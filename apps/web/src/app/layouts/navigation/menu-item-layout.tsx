import Box from '@mui/material/Box';
import { DRAWER_WIDTH_COLLAPSED } from '@atrium/shared/limits';

/**
 * Where the menu items of the side drawer and the mobile menu sit. In the side drawer nothing
 * moves when it narrows from 440 to 97px (issue 16): every item keeps its place and height,
 * labels are hidden rather than removed, and icons sit where the 97px rail centres them.
 */

export type MenuPlacement = 'side' | 'mobile';

/** MUI's icon size (1.5rem) and the sub-item dot's. */
const ICON_SIZE = 24;
const DOT_SIZE = 8;
/** The icon's column, the label starting after it. */
const ICON_COLUMN = 44;

/**
 * The left inset (px) that centres an item `size` px wide in the 97px drawer (its 1px right
 * border aside). Items are placed from the left rather than centred: a centred one would slide
 * along with every frame of the drawer's width animation.
 */
export const collapsedInset = (size: number): number => (DRAWER_WIDTH_COLLAPSED - 1 - size) / 2;

const ICON_INSET = collapsedInset(ICON_SIZE);

/** A menu item's button: icon and label (the label hidden in the collapsed drawer). */
export const menuButtonSx = (placement: MenuPlacement) =>
  placement === 'side' ? { minHeight: 52, pl: `${ICON_INSET}px`, pr: 3 } : { minHeight: 52, px: 3 };

/** A sub-item's button, its label indented under its parent's. */
export const subButtonSx = (placement: MenuPlacement) =>
  placement === 'side' ? { minHeight: 44, pl: `${ICON_INSET + ICON_COLUMN + 8}px` } : { minHeight: 44, pl: 9.5 };

/** Hidden but still taking its room, so the item keeps its height (and out of the accessibility tree). */
export const hiddenWhen = (collapsed: boolean) => (collapsed ? { visibility: 'hidden' } : undefined);

/** A sub-item in the collapsed drawer: a dot under its parent's icon, filled when it is the page. */
export function SubItemDot({ active }: { active: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: collapsedInset(DOT_SIZE),
        top: '50%',
        width: DOT_SIZE,
        height: DOT_SIZE,
        mt: `${-DOT_SIZE / 2}px`,
        borderRadius: '50%',
        bgcolor: active ? 'primary.main' : 'text.secondary',
      }}
    />
  );
}

import clsx from 'clsx';
import styles from './menu-item-layout.module.css';

/**
 * Where the menu items of the side drawer and the mobile menu sit. In the side drawer nothing
 * moves when it narrows from 440 to 97px (issue 16): every item keeps its place and height,
 * labels are hidden rather than removed, and icons sit where the 97px rail centres them (the
 * insets, worked out from DRAWER_WIDTH_COLLAPSED, are in the module).
 */

export type MenuPlacement = 'side' | 'mobile';

/** A menu item's link: icon and label (the label hidden in the collapsed drawer). */
export const menuButtonClass = (placement: MenuPlacement, selected: boolean) =>
  clsx(styles.button, styles.item, styles[placement], selected && styles.selected);

/** A sub-item's link, its label indented under its parent's. */
export const subButtonClass = (placement: MenuPlacement, selected: boolean) =>
  clsx(styles.button, styles.sub, styles[`sub-${placement}`], selected && styles.selected);

/** The icon's column, in the item's colour or the brand colour while its page is open. */
export const iconClass = (active: boolean) => clsx(styles.icon, active && styles.activeIcon);

/**
 * The label; `collapsed`: hidden but still taking its room, so the item keeps its height (and
 * out of the accessibility tree); `noWrap`: one line, cut with an ellipsis.
 */
export const labelClass = ({ collapsed, noWrap, bold }: { collapsed: boolean; noWrap: boolean; bold: boolean }) =>
  clsx('type-body1', styles.label, collapsed && styles.hidden, noWrap && styles.noWrap, bold && styles.bold);

/** An item's row: its link and, for an item with a sub-list, the toggle beside it. */
export const rowClass = (withToggle: boolean) => clsx(styles.row, withToggle && styles.withToggle);
export const toggleClass = styles.toggle;
export const listClass = styles.list;
export const subLabelClass = styles.subLabel;

/** A sub-item in the collapsed drawer: a dot under its parent's icon, filled when it is the page. */
export function SubItemDot({ active }: { active: boolean }) {
  return <span aria-hidden className={clsx(styles.dot, active && styles.activeDot)} />;
}

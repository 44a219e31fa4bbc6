/**
 * slotProps of a filter <TextField select> whose empty value means "all": shows the "all"
 * option's text instead of an empty box, with the label above it.
 */
export const FILTER_SELECT_SLOT_PROPS = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;

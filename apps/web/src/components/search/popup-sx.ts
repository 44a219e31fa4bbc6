/** A dropdown panel right under its (position: relative) search field, over the page. */
export const dropdownPopupSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 'modal',
  mt: 0.5,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  boxShadow: 4,
} as const;

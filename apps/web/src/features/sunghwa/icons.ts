/** The sunghwa pages' icons: the paths of the Material icons of the same names (node_modules/@mui/icons-material/<Name>.js). */
import { svgIcon } from '#web/components/ui/Icon';

export const PhoneIphoneIcon = svgIcon(
  'M15.5 1h-8C6.12 1 5 2.12 5 3.5v17C5 21.88 6.12 23 7.5 23h8c1.38 0 2.5-1.12 2.5-2.5v-17C18 2.12 16.88 1 15.5 1m-4 21c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m4.5-4H7V4h9z',
);
export const DesktopWindowsOutlinedIcon = svgIcon(
  'M21 2H3c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h7v2H8v2h8v-2h-2v-2h7c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H3V4h18z',
);
export const ExpandMoreIcon = svgIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');

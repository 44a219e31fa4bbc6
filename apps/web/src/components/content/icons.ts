/**
 * The icons of the shared page parts (components/content, pages, media), each the
 * path of the Material icon of the same name (node_modules/@mui/icons-material/<Name>.js).
 */
import { LOCK_OUTLINED_PATH } from '@atrium/shared/icon-paths';
import { svgIcon } from '#web/components/ui/Icon';

export { RefreshIcon } from '#web/components/ui/first-load-icons';

export const TranslateIcon = svgIcon(
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
);
export const LockOutlinedIcon = svgIcon(LOCK_OUTLINED_PATH);
export const ArrowBackIcon = svgIcon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
export const ArrowForwardIcon = svgIcon('m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z');
export const ViewListIcon = svgIcon('M3 14h4v-4H3zm0 5h4v-4H3zM3 9h4V5H3zm5 5h13v-4H8zm0 5h13v-4H8zM8 5v4h13V5z');
export const ChevronLeftIcon = svgIcon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const PlayArrowIcon = svgIcon('M8 5v14l11-7z');

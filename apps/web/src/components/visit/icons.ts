/** The visit information's icons: the paths of the Material icons of the same name (node_modules/@mui/icons-material/<Name>.js). */
import { svgIcon } from '#web/components/ui/Icon';

export const AccessTimeIcon = svgIcon([
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
]);
export const CheckCircleIcon = svgIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
);
export const DoNotDisturbOnIcon = svgIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m5 11H7v-2h10z',
);

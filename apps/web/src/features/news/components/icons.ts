/** The news pages' icons: the paths of the Material icons of the same name (node_modules/@mui/icons-material/<Name>.js). */
import { svgIcon } from '#web/components/ui/Icon';

export const ArrowBackIcon = svgIcon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
export const ArrowForwardIcon = svgIcon('m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z');

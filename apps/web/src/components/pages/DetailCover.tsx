import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { withSx } from '#web/components/theme/with-sx';

/** The reading column's width, for the cover's rendition. */
const COLUMN_SIZES = '(min-width: 900px) 760px, 100vw';

/** A detail page's cover picture under its heading (the page's largest paint); nothing without one. */
export function DetailCover(props: { cover: Image | null; sizes?: string; sx?: SxProps<Theme> }) {
  const { cover, sizes = COLUMN_SIZES, sx } = props;
  if (!cover) return null;
  return <ResponsivePicture image={cover} sizes={sizes} priority sx={withSx({ borderRadius: 2 }, sx)} />;
}

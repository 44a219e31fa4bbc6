import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { withSx } from '#web/components/theme/with-sx';

/** Cards are a column on phones, two from 768 px, three from 1536 px (with the drawer beside). */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

type Sx = SxProps<Theme>;

/** The bordered box of a list card; positioned so the title link can cover it. */
export function CardFrame({ sx, children }: { sx?: Sx; children: ReactNode }) {
  return (
    <Box
      component="article"
      sx={withSx(
        {
          position: 'relative',
          height: '100%',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}

/**
 * A card's title link: its ::after covers the whole card, so the card is one click target.
 * `describedBy`: the card's "shown in …" mark, read after the title.
 */
export function CardTitleLink(props: {
  to: string;
  underline?: 'hover';
  describedBy?: string;
  sx?: Sx;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={props.to}
      aria-describedby={props.describedBy}
      color="inherit"
      underline={props.underline}
      sx={[
        { '&::after': { content: '""', position: 'absolute', inset: 0 } },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {props.children}
    </Link>
  );
}

/** A card's cover picture, or an empty tinted box of the same shape when there is none. */
export function CardCover(props: {
  cover: Image | null;
  aspectRatio: string;
  alt?: string;
  priority?: boolean;
  sx?: Sx;
}) {
  const { cover, aspectRatio } = props;
  if (!cover) return <Box sx={{ aspectRatio, bgcolor: 'action.hover' }} />;
  return (
    <ResponsivePicture
      image={cover}
      alt={props.alt}
      sizes={COVER_SIZES}
      priority={props.priority}
      sx={[{ aspectRatio, objectFit: 'cover' }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}

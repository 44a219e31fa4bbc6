import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

/** "All artworks →", "Directions →": a button leading on to another page of the site. */
export function ForwardButton(props: {
  to: string;
  variant?: 'contained' | 'outlined';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      component={RouterLink}
      to={props.to}
      variant={props.variant}
      endIcon={<ArrowForward aria-hidden />}
      sx={props.sx}
    >
      {props.children}
    </Button>
  );
}

import Box from '@mui/material/Box';
import { Tag } from '#web/components/content/Tag';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import { CardFrame, CardTitleLink } from '#web/components/content/CardFrame';

interface HubCardProps {
  to: string;
  icon: typeof SvgIcon;
  title: string;
  description: string;
  /** A small label beside the title ("Members"). */
  badge?: string;
}

/** A way into one part of the education section: icon, title (the link, covering the card), text. */
export function HubCard({ to, icon: Icon, title, description, badge }: HubCardProps) {
  return (
    <CardFrame sx={{ p: 3, '&:hover, &:focus-within': { borderColor: 'primary.main' } }}>
      <Icon aria-hidden color="primary" sx={{ fontSize: 40, mb: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <CardTitleLink to={to}>{title}</CardTitleLink>
        </Typography>
        {badge && <Tag variant="outlined" label={badge} />}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
        {description}
      </Typography>
    </CardFrame>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href, type PageId } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';

interface AuthLinksProps {
  /** Key of the navigation's accessible name. */
  label: string;
  links: readonly { page: PageId; text: string }[];
}

/** The row of links between the member pages (sign up, find ID, reset password…). */
export function AuthLinks({ label, links }: AuthLinksProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box
      component="nav"
      aria-label={t(label)}
      sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
    >
      {links.map(({ page, text }) => (
        <Link key={page} component={RouterLink} to={href(lang, page)} sx={{ fontWeight: 500 }}>
          {t(text)}
        </Link>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import { useTranslation } from '#web/lib/i18n/react';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { isExternalLink } from '#web/lib/site-links';

/** The store links staff set (an unset one is left out), an https:// one in a new tab (said to screen readers). */
export function StoreButtons({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  const { t } = useTranslation();
  const stores = [
    { url: iosUrl, label: t('home:app.appStore'), Icon: Apple },
    { url: androidUrl, label: t('home:app.playStore'), Icon: Android },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {stores
        .filter(({ url }) => url)
        .map(({ url, label, Icon }) => (
          <Button
            key={label}
            href={url}
            {...(isExternalLink(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<Icon aria-hidden />}
          >
            {label}
            {isExternalLink(url) && (
              <Box component="span" sx={visuallyHidden}>
                {` ${t('home:newTab')}`}
              </Box>
            )}
          </Button>
        ))}
    </Box>
  );
}

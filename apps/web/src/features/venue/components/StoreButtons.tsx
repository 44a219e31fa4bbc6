import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import { contentHref } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { useLanguage } from '#web/lib/i18n/use-language';

/**
 * The store links staff set (an unset one, or one the link rule refuses, is left out), an https://
 * one in a new tab (said to screen readers).
 */
export function StoreButtons({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stores = [
    { target: contentHref(lang, iosUrl), label: t('home:app.appStore'), Icon: Apple },
    { target: contentHref(lang, androidUrl), label: t('home:app.playStore'), Icon: Android },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {stores.map(
        ({ target, label, Icon }) =>
          target && (
            <Button
              key={label}
              href={target.href}
              {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<Icon aria-hidden />}
            >
              {label}
              {target.external && (
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('home:newTab')}`}
                </Box>
              )}
            </Button>
          ),
      )}
    </Box>
  );
}

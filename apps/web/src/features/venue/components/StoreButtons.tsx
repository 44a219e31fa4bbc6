import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/forms/visuallyHidden';

/** The two store links, each in a new tab (said to screen readers). */
export function StoreButtons({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  const { t } = useTranslation();
  const stores = [
    { url: iosUrl, label: t('home:app.appStore'), Icon: Apple },
    { url: androidUrl, label: t('home:app.playStore'), Icon: Android },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {stores.map(({ url, label, Icon }) => (
        <Button
          key={label}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<Icon aria-hidden />}
        >
          {label}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('home:newTab')}`}
          </Box>
        </Button>
      ))}
    </Box>
  );
}

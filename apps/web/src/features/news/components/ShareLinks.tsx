import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { shareTargets } from './share-links';

/** Copy the link, or share it through plain links: no third-party script is loaded, nothing is sent until clicked. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showNotice('news:share.copied', 'success');
    } catch {
      showNotice('news:share.copyFailed', 'error');
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="share-heading"
      sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="share-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('news:share.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <li>
          <Button variant="outlined" size="small" startIcon={<ContentCopy aria-hidden />} onClick={() => void copy()}>
            {t('news:share.copyLink')}
          </Button>
        </li>
        {shareTargets(url, title).map((target) => (
          <Box component="li" key={target.id} sx={{ display: 'flex', alignItems: 'center' }}>
            {target.id === 'email' ? (
              <Link href={target.href}>{t('news:share.email')}</Link>
            ) : (
              <Link href={target.href} target="_blank" rel="noopener noreferrer">
                {t('news:share.on', { site: target.site })}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('news:share.newWindow')}`}
                </Box>
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

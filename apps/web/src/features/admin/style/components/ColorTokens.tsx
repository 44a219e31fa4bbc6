import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { COLOR_SCHEMES, type ColorSchemeName } from '#web/components/theme/color-scheme-config';
import { CONTRAST_PAIRS, contrastRatio } from '#web/components/theme/contrast';
import { COLORS, type SchemeColors } from '#web/components/theme/tokens';

/** Each colour token's name on the page (literal keys, so the strings check finds them). */
function useTokenNames(): Record<keyof SchemeColors, string> {
  const { t } = useTranslation();
  return {
    background: t('admin:style.color.background'),
    paper: t('admin:style.color.paper'),
    raised: t('admin:style.color.raised'),
    text: t('admin:style.color.text'),
    textSecondary: t('admin:style.color.textSecondary'),
    primary: t('admin:style.color.primary'),
    onPrimary: t('admin:style.color.onPrimary'),
    secondary: t('admin:style.color.secondary'),
    onSecondary: t('admin:style.color.onSecondary'),
    divider: t('admin:style.color.divider'),
    focusRing: t('admin:style.color.focusRing'),
  };
}

function SchemeColors({ scheme }: { scheme: ColorSchemeName }) {
  const { t } = useTranslation();
  const names = useTokenNames();
  const colors = COLORS[scheme];
  return (
    <Box component="section" aria-labelledby={`style-${scheme}`}>
      <Typography id={`style-${scheme}`} component="h3" variant="h6" sx={{ mb: 1 }}>
        {scheme === 'light' ? t('admin:style.light') : t('admin:style.dark')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {(Object.keys(colors) as (keyof SchemeColors)[]).map((token) => (
          <Box
            component="li"
            key={token}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
          >
            <Box aria-hidden sx={{ height: 48, bgcolor: colors[token] }} />
            <Box sx={{ p: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {names[token]}
              </Typography>
              <Typography variant="caption" component="code">
                {colors[token]}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {t('admin:style.contrast')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {CONTRAST_PAIRS.map(([fg, bg, min]) => {
          const ratio = contrastRatio(colors[fg], colors[bg]);
          return (
            <Box
              component="li"
              key={`${fg}-${bg}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
            >
              <Box
                aria-hidden
                sx={{
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 1,
                  bgcolor: colors[bg],
                  color: colors[fg],
                  border: 1,
                  borderColor: colors.divider,
                  fontWeight: 600,
                  minWidth: 56,
                  textAlign: 'center',
                }}
              >
                Aa 가
              </Box>
              <Typography variant="body2">
                {t('admin:style.pair', { foreground: names[fg], background: names[bg] })}
              </Typography>
              <Chip
                size="small"
                color={ratio >= min ? 'success' : 'error'}
                label={
                  ratio >= min
                    ? t('admin:style.passes', { ratio: ratio.toFixed(2), min })
                    : t('admin:style.fails', { ratio: ratio.toFixed(2), min })
                }
              />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The colour tokens of both schemes, with the contrast of every text and focus-ring pair. */
export function ColorTokens() {
  return (
    <Stack spacing={3}>
      {COLOR_SCHEMES.map((scheme) => (
        <SchemeColors key={scheme} scheme={scheme} />
      ))}
    </Stack>
  );
}

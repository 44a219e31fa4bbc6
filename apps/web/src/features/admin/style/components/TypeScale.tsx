import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGES } from '@atrium/shared/languages';
import { READING_MEASURE, TYPE_SCALE, type TypeVariant } from '#web/components/theme/tokens';
import { SPECIMENS } from '../lib/specimens';

const HEADINGS: TypeVariant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The type scale in each of the five languages, each block marked with its language so it takes its face. */
export function TypeScale() {
  return (
    <Stack spacing={4}>
      {LANGUAGES.map((lang) => {
        const specimen = SPECIMENS[lang];
        return (
          <Box key={lang} lang={lang} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography variant="overline" component="p" color="text.secondary">
              {specimen.name} · {lang}
            </Typography>
            {HEADINGS.map((variant) => (
              <Typography key={variant} variant={variant} component="p" sx={{ my: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ color: 'text.secondary', fontSize: '0.8rem', mr: 1.5, fontFamily: 'monospace' }}
                >
                  {variant} {TYPE_SCALE[variant][0]}
                </Box>
                {specimen.heading}
              </Typography>
            ))}
            <Typography variant="body1" sx={{ maxWidth: READING_MEASURE, mt: 2 }}>
              {specimen.body}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: READING_MEASURE, mt: 1 }}>
              {specimen.body}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { COLOR_SCHEMES } from '#web/components/theme/color-scheme-config';
import { contrastRatio } from '#web/components/theme/contrast';
import { COLORS, FOCUS_RING, type SchemeColors } from '#web/components/theme/tokens';

/** Buttons, a text field and a select as the theme styles them. */
export function ControlSamples() {
  const { t } = useTranslation();
  const [room, setRoom] = useState('garden');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained">{t('admin:style.sampleAction')}</Button>
        <Button variant="outlined">{t('admin:style.sampleAction')}</Button>
        <Button>{t('admin:style.sampleAction')}</Button>
        <Button variant="contained" color="secondary">
          {t('admin:style.sampleAction')}
        </Button>
        <Button variant="contained" disabled>
          {t('admin:style.disabled')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextInput
          label={t('admin:style.sampleInput')}
          helperText={t('admin:style.sampleHelper')}
          sx={{ minWidth: 240 }}
        />
        <FormControl sx={{ minWidth: 240 }}>
          <InputLabel id="style-select-label">{t('admin:style.sampleSelect')}</InputLabel>
          <Select
            labelId="style-select-label"
            label={t('admin:style.sampleSelect')}
            value={room}
            onChange={(e) => setRoom(e.target.value)}
          >
            <MenuItem value="garden">{t('admin:style.optionGarden')}</MenuItem>
            <MenuItem value="gallery">{t('admin:style.optionGallery')}</MenuItem>
            <MenuItem value="hall">{t('admin:style.optionHall')}</MenuItem>
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}

const SURFACES = ['background', 'paper', 'raised'] as const satisfies readonly (keyof SchemeColors)[];

/** The focus ring drawn on every surface of both schemes, with its contrast there. */
export function FocusRingSamples() {
  const { t } = useTranslation();
  const names = {
    background: t('admin:style.color.background'),
    paper: t('admin:style.color.paper'),
    raised: t('admin:style.color.raised'),
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('admin:style.focusHint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}>
        {COLOR_SCHEMES.flatMap((scheme) =>
          SURFACES.map((surface) => {
            const colors = COLORS[scheme];
            return (
              <Box
                key={`${scheme}-${surface}`}
                sx={{ bgcolor: colors[surface], border: 1, borderColor: colors.divider, borderRadius: 2, p: 2 }}
              >
                <Box
                  sx={{
                    display: 'inline-block',
                    px: 2,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor: colors.primary,
                    color: colors.onPrimary,
                    fontWeight: 600,
                    outline: `${FOCUS_RING.width}px solid ${colors.focusRing}`,
                    outlineOffset: `${FOCUS_RING.offset}px`,
                  }}
                >
                  {t('admin:style.sampleAction')}
                </Box>
                <Typography variant="caption" component="p" sx={{ color: colors.text, mt: 1.5 }}>
                  {scheme === 'light' ? t('admin:style.light') : t('admin:style.dark')} · {names[surface]} ·{' '}
                  {contrastRatio(colors.focusRing, colors[surface]).toFixed(2)}:1
                </Typography>
              </Box>
            );
          }),
        )}
      </Box>
    </Stack>
  );
}

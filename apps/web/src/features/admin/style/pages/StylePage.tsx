import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { ELEVATION, RADII, SPACING_UNIT } from '#web/components/theme/tokens';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { ColorTokens } from '../components/ColorTokens';
import { ControlSamples, FocusRingSamples } from '../components/ControlSamples';
import { TypeScale } from '../components/TypeScale';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Radii, spacing and elevation as small samples. */
function ShapeTokens() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
      {Object.entries(RADII).map(([name, radius]) => (
        <Box key={name} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 72, height: 72, border: 2, borderColor: 'primary.main', borderRadius: `${radius}px` }} />
          <Typography variant="caption">
            {t('admin:style.radius')} {name} · {radius}px
          </Typography>
        </Box>
      ))}
      {Object.entries(ELEVATION).map(([level, shadow]) => (
        <Box key={level} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 72, height: 72, bgcolor: 'background.paper', borderRadius: 2, boxShadow: shadow }} />
          <Typography variant="caption">
            {t('admin:style.elevation')} {level}
          </Typography>
        </Box>
      ))}
      {[1, 2, 3, 4].map((n) => (
        <Box key={n} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: n * SPACING_UNIT, height: 72, bgcolor: 'secondary.main', mx: 'auto' }} />
          <Typography variant="caption">
            {t('admin:style.spacing')} {n} · {n * SPACING_UNIT}px
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin/style (ADMIN and MANAGER): the design tokens of components/theme/tokens.ts as they look. */
export default function StylePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin:style.title')}>
      <Typography sx={{ maxWidth: '65ch' }}>{t('admin:style.intro')}</Typography>
      <Section id="style-colors" title={t('admin:style.colors')}>
        <ColorTokens />
      </Section>
      <Section id="style-type" title={t('admin:style.typeScale')}>
        <TypeScale />
      </Section>
      <Section id="style-controls" title={t('admin:style.controls')}>
        <ControlSamples />
      </Section>
      <Section id="style-focus" title={t('admin:style.focusRing')}>
        <FocusRingSamples />
      </Section>
      <Section id="style-shape" title={t('admin:style.shape')}>
        <ShapeTokens />
      </Section>
    </AdminPage>
  );
}

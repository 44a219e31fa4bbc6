import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BrochureViewer } from '../components/BrochureViewer';
import { VenueColumn } from '../components/VenueColumn';
import { VenuePageQuery } from '../components/VenuePageQuery';

/** /brochure: the brochure's title and summary, then its sections as turning pages. */
export default function BrochurePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <VenuePageQuery slug="brochure">
      {(page) => (
        <VenueColumn>
          <LanguageNote served={page.lang} page={lang} />
          <Box lang={langIfOther(page.lang, lang)} sx={{ mt: 1 }}>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
              {page.title}
            </Typography>
            {page.summary && (
              <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, color: 'text.secondary', mb: 4 }}>
                {page.summary}
              </Typography>
            )}
          </Box>
          {page.sections.length ? (
            <BrochureViewer sections={page.sections} contentLang={langIfOther(page.lang, lang)} />
          ) : (
            <Typography>{t('home:brochure.empty')}</Typography>
          )}
        </VenueColumn>
      )}
    </VenuePageQuery>
  );
}

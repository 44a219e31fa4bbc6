import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { VenuePage } from '@atrium/shared/api/content';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { useLanguage } from '#web/lib/i18n/use-language';
import { formatInstantDate } from '#web/lib/format/dates';
import { VenueColumn } from './VenueColumn';

interface VenuePageViewProps {
  page: VenuePage;
  /** Terms pages say when they last changed. */
  showUpdated?: boolean;
}

/** A venue page: title, summary, cover, then its sections (headings, paragraphs, pictures). */
export function VenuePageView({ page, showUpdated = false }: VenuePageViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <VenueColumn>
      <LanguageNote served={page.lang} page={lang} />
      <Box component="article" lang={langIfOther(page.lang, lang)} sx={{ mt: 1 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
          {page.title}
        </Typography>
        {page.summary && (
          <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, color: 'text.secondary', mb: 3 }}>
            {page.summary}
          </Typography>
        )}
        {showUpdated && (
          <Typography variant="body2" color="text.secondary" lang={lang} sx={{ mb: 3 }}>
            {t('home:venue.updated', { date: formatInstantDate(page.updatedAt, lang) })}
          </Typography>
        )}
        <DetailCover cover={page.cover} />
        <ContentSections sections={page.sections} />
      </Box>
    </VenueColumn>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoStories from '@mui/icons-material/AutoStoriesOutlined';
import HistoryEdu from '@mui/icons-material/HistoryEduOutlined';
import Palette from '@mui/icons-material/PaletteOutlined';
import Quiz from '@mui/icons-material/QuizOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Museum from '@mui/icons-material/MuseumOutlined';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { cardGridSx } from '#web/components/pages/CardGridSkeleton';
import { HubCard } from '../components/HubCard';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';

/** /edu: the education section's parts, each a card; members-only parts say so. */
export default function EduPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const members = t('edu:hub.membersOnly');
  return (
    <PageColumn wide>
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:hub.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.8, maxWidth: 720 }}>
        {t('edu:hub.intro')}
      </Typography>
      <Box component="ul" sx={cardGridSx}>
        <li>
          <HubCard
            to={href(lang, 'webtoons')}
            icon={AutoStories}
            title={t('edu:hub.webtoons.title')}
            description={t('edu:hub.webtoons.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'eduEpics')}
            icon={HistoryEdu}
            title={t('edu:hub.epic.title')}
            description={t('edu:hub.epic.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'artworks')}
            icon={Palette}
            title={t('edu:hub.artworks.title')}
            description={t('edu:hub.artworks.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'exhibitions')}
            icon={Museum}
            title={t('edu:hub.exhibitions.title')}
            description={t('edu:hub.exhibitions.description')}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'sunghwa')}
            icon={School}
            title={t('edu:hub.sunghwa.title')}
            description={t('edu:hub.sunghwa.description')}
            badge={members}
          />
        </li>
        <li>
          <HubCard
            to={href(lang, 'epicTests')}
            icon={Quiz}
            title={t('edu:hub.quizzes.title')}
            description={t('edu:hub.quizzes.description')}
            badge={members}
          />
        </li>
      </Box>
    </PageColumn>
  );
}

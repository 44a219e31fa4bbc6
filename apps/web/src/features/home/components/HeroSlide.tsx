import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ContentLink, stretchedLink } from './ContentLink';
import { HeroPicture } from './HeroPicture';
import type { HeroSlideView } from './hero-slides';

interface HeroSlideProps {
  view: HeroSlideView;
  wide: boolean;
  first: boolean;
}

/** One main-carousel slide: its picture with the title over it; the whole slide follows its link. */
export function HeroSlide({ view, wide, first }: HeroSlideProps) {
  const lang = useLanguage();
  const served = langIfOther(view.lang, lang);
  const markId = useId();
  return (
    // A grid stacks the title over the picture without positioning it, so the link's ::after
    // (stretchedLink) covers the whole slide, the nearest positioned box.
    <Box sx={{ position: 'relative', display: 'grid', bgcolor: 'grey.900', '& > *': { gridArea: '1 / 1' } }}>
      <HeroPicture
        mobile={wide ? view.other : view.image}
        pc={wide ? view.image : view.other}
        wide={wide}
        first={first}
      />
      <Box
        sx={{
          alignSelf: 'end',
          px: { xs: 3, md: 6 },
          pt: 8,
          pb: { xs: 4, md: 6 },
          // Dark enough under the title for white text on any picture (AA contrast).
          background: 'linear-gradient(to top, rgba(0,0,0,0.78), rgba(0,0,0,0.45) 60%, transparent)',
          color: '#fff',
        }}
      >
        <Typography
          component="p"
          lang={served}
          sx={{ fontSize: { xs: '1.5rem', md: '2.25rem' }, fontWeight: 700, lineHeight: 1.3, maxWidth: 900, pr: 7 }}
        >
          <ContentLink
            link={view.link}
            describedBy={served && markId}
            sx={{ ...stretchedLink, '&:focus-visible': { outlineColor: '#fff' } }}
          >
            {view.title}
          </ContentLink>
        </Typography>
        {/* White on the dark gradient, like the title. */}
        <ShownInMark
          id={markId}
          served={view.lang}
          page={lang}
          sx={{ mt: 1, color: '#fff', bgcolor: 'rgba(255,255,255,0.16)' }}
        />
      </Box>
    </Box>
  );
}

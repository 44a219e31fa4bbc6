import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LoadError } from '#web/components/content/LoadError';
import { PagePart } from '#web/lib/page-parts';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSlides } from '../api/get-slides';
import { EduCarousel } from '../components/EduCarousel';
import { FamilySites } from '../components/FamilySites';
import { HomeSkeleton } from '../components/HomeSkeleton';
import { MainCarousel } from '../components/MainCarousel';
import { PromoPanel } from '../components/PromoPanel';
import { SpacesPanel } from '../components/SpacesPanel';
import { TodayPanel } from '../components/TodayPanel';
import { VisitPanel } from '../components/VisitPanel';
import { AccountBalanceIcon, HistoryIcon, LocalFloristIcon } from '../components/icons';

/**
 * Spec "Home page (/)", in its order: main carousel, "Today at the memorial" (in the secondary
 * strip's place, issue 42 item 3: a second carousel that moved on its own told less than what is
 * on today), history, about, spaces (map with hotspots), ceremony, education carousel, family
 * sites; the visit information (docs/spec/decisions.md §12) follows "Today". The slides, today's
 * block, hotspots and visit information usually
 * come with the HTML (boot data), so there is no skeleton on a first visit. Each section that
 * does more than show text hydrates as a part of its own (PagePart).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const slides = useSlides(lang);
  return (
    <>
      {/* The carousel carries no heading; the page still needs its one h1 for outlines and readers. */}
      <h1 className="type-body1 visually-hidden">{t('siteName')}</h1>
      {slides.isPending && <HomeSkeleton />}
      {slides.isError && <LoadError onRetry={() => void slides.refetch()} />}
      {slides.data && (
        <PagePart name="home-carousel">
          <MainCarousel slides={slides.data.mainSlides} />
        </PagePart>
      )}
      <PagePart name="home-today">
        <TodayPanel />
      </PagePart>
      <PagePart name="home-visit">
        <VisitPanel />
      </PagePart>
      <PromoPanel
        title={t('home:panels.history.title')}
        text={t('home:panels.history.text')}
        cta={t('home:panels.history.cta')}
        to={href(lang, 'aboutHistory')}
        icon={HistoryIcon}
      />
      <PromoPanel
        title={t('home:panels.about.title')}
        text={t('home:panels.about.text')}
        cta={t('home:panels.about.cta')}
        to={href(lang, 'about')}
        icon={AccountBalanceIcon}
        reverse
      />
      <PagePart name="home-spaces">
        <SpacesPanel />
      </PagePart>
      <PromoPanel
        title={t('home:panels.ceremony.title')}
        text={t('home:panels.ceremony.text')}
        cta={t('home:panels.ceremony.cta')}
        to={href(lang, 'ceremony')}
        icon={LocalFloristIcon}
      />
      {slides.data && (
        <PagePart name="home-edu">
          <EduCarousel slides={slides.data.eduSlides} />
        </PagePart>
      )}
      <PagePart name="home-family-sites">
        <FamilySites />
      </PagePart>
    </>
  );
}

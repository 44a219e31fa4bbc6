import clsx from 'clsx';
import { Alert } from '#web/components/ui/Alert';
import { Tag } from '#web/components/content/Tag';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { RichText } from '#web/components/content/RichText';
import { PictureGallery } from '#web/components/content/PictureGallery';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailPage } from '#web/components/pages/DetailPage';
import { TitledSection } from '#web/components/pages/TitledSection';
import { TextLink } from '#web/components/ui/TextLink';
import { ShareBar } from '#web/components/share/ShareBar';
import { useExhibition } from '../api/get-exhibition';
import { ArtworkCard, artworkGridClass } from '../components/ArtworkCard';
import { exhibitionPeriod } from '../components/exhibition-dates';
import { GuideSection } from '../components/GuideSection';
import { ExploreOutlinedIcon, PlaceOutlinedIcon } from '../icons';
import styles from './DetailPages.module.css';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** /exhibitions/{slug}: the exhibition, its exhibition and location guides, gallery and artworks. */
export default function ExhibitionPage() {
  const { slug = '' } = useParams();
  // A slug the server would refuse (400) is simply no exhibition.
  if (!SLUG.test(slug)) return <NotFound />;
  return <Exhibition slug={slug} />;
}

function Exhibition({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const exhibition = useExhibition(lang, slug);
  useOwnHead(exhibition.data && summaryHead(exhibition.data));

  return (
    <DetailPage
      query={exhibition}
      back={<BackLink to={href(lang, 'exhibitions')}>{t('edu:exhibitions.back')}</BackLink>}
    >
      {(data) => {
        const period = exhibitionPeriod(data.startsOn, data.endsOn, lang);
        const guides = [
          {
            id: 'exhibition-guide',
            title: t('edu:exhibitions.exhibitionGuide'),
            icon: ExploreOutlinedIcon,
            sections: data.exhibitionGuide,
          },
          {
            id: 'location-guide',
            title: t('edu:exhibitions.locationGuide'),
            icon: PlaceOutlinedIcon,
            sections: data.locationGuide,
          },
        ];
        const parts = [
          ...guides.filter((guide) => guide.sections.length > 0).map(({ id, title }) => ({ id, label: title })),
          ...(data.artworks.length > 0 ? [{ id: 'artworks', label: t('edu:exhibitions.artworks') }] : []),
        ];
        // The page's own labels inside an exhibition served in a fallback language.
        const labels = pageLangWithin(data.lang, lang);
        return (
          <>
            <LanguageNote served={data.lang} page={lang} />
            <article lang={langIfOther(data.lang, lang)} className={styles.article}>
              <h1 className={clsx('type-h3', styles.title)}>{data.title}</h1>
              {data.status === 'past' && (
                <Alert severity="info" variant="outlined" className={styles.ended}>
                  <span lang={labels}>{t('edu:exhibitions.ended')}</span>
                </Alert>
              )}
              <dl className={styles.facts}>
                <dt className="type-body1 text-secondary" lang={labels}>
                  {t('edu:exhibitions.place')}
                </dt>
                <dd className={clsx('type-body1', styles.strong)}>{data.place}</dd>
                <dt className="type-body1 text-secondary" lang={labels}>
                  {t('edu:exhibitions.period')}
                </dt>
                <dd className="type-body1">{period ?? <Tag lang={labels} label={t('edu:exhibitions.permanent')} />}</dd>
                {data.hours && (
                  <>
                    <dt className="type-body1 text-secondary" lang={labels}>
                      {t('edu:exhibitions.hours')}
                    </dt>
                    <dd className="type-body1">{data.hours}</dd>
                  </>
                )}
              </dl>
              {data.cover && (
                <div className={styles.cover}>
                  <DetailCover cover={data.cover} />
                </div>
              )}
              {parts.length > 1 && (
                <nav aria-label={t('edu:exhibitions.onThisPage')} lang={labels} className={styles.contents}>
                  <ul>
                    {parts.map((part) => (
                      <li key={part.id}>
                        <TextLink href={`#${part.id}`}>{part.label}</TextLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <RichText html={data.description} />
              {guides.map((guide) => (
                <GuideSection key={guide.id} {...guide} titleLang={labels} />
              ))}
              {data.gallery.length > 0 && (
                <div className={styles.part}>
                  <TitledSection headingId="gallery-title" title={t('edu:exhibitions.gallery')} lang={labels}>
                    <PictureGallery images={data.gallery} />
                  </TitledSection>
                </div>
              )}
            </article>
            <ShareBar path={href(lang, 'exhibition', { slug })} title={data.title} />
            {data.artworks.length > 0 && (
              // The id the page's own link reaches, on the section's box (TitledSection takes no class).
              <div id="artworks" className={clsx(styles.part, styles.anchored)}>
                <TitledSection headingId="artworks-title" title={t('edu:exhibitions.artworks')}>
                  <ul className={artworkGridClass}>
                    {data.artworks.map((artwork) => (
                      <li key={artwork.id}>
                        <ArtworkCard artwork={artwork} lang={lang} headingLevel="h3" />
                      </li>
                    ))}
                  </ul>
                </TitledSection>
              </div>
            )}
          </>
        );
      }}
    </DetailPage>
  );
}

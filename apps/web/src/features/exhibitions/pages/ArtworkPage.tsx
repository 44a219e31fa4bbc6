import clsx from 'clsx';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { artworkHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailPage } from '#web/components/pages/DetailPage';
import { ShareBar } from '#web/components/share/ShareBar';
import { TitledSection } from '#web/components/pages/TitledSection';
import { EpisodeNav } from '#web/components/pages/EpisodeNav';
import { TextLink } from '#web/components/ui/TextLink';
import { parseId } from '#web/lib/parse-id';
import { VideoFacade } from '#web/components/media/VideoFacade';
import { useArtwork } from '../api/get-artwork';
import { ArtworkFacts } from '../components/ArtworkFacts';
import { ArtworkImages } from '../components/ArtworkImages';
import { ArtworkLabel } from '../components/ArtworkLabel';
import styles from './DetailPages.module.css';

/** /artworks/{id}: the artwork's pictures (zoomable, captioned), its wall label, what it means, its text and related video. */
export default function ArtworkPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  return <Artwork id={id} />;
}

/** Back up to the artwork's exhibition, or to the whole collection when it is in none. */
const listOf = (artwork: ArtworkDetail | undefined, lang: Language) =>
  artwork?.exhibition ? href(lang, 'exhibition', { slug: artwork.exhibition.slug }) : href(lang, 'artworks');

function Artwork({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const artwork = useArtwork(lang, id);
  useOwnHead(artwork.data && artworkHead(artwork.data));

  const list = listOf(artwork.data, lang);
  const backLabel = artwork.data?.exhibition ? t('edu:artwork.backToExhibition') : t('edu:artwork.backToList');
  return (
    <DetailPage query={artwork} back={<BackLink to={list}>{backLabel}</BackLink>}>
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <article lang={langIfOther(data.lang, lang)} className={styles.article}>
            <h1 className={clsx('type-h3', styles.title)}>{data.title}</h1>
            {data.exhibition && (
              <p className={clsx('type-body1 text-secondary', styles.inExhibition)}>
                {t('edu:artwork.inExhibition')}{' '}
                <TextLink
                  to={href(lang, 'exhibition', { slug: data.exhibition.slug })}
                  className={styles.exhibitionLink}
                >
                  {data.exhibition.title}
                </TextLink>
              </p>
            )}
            <div className={styles.images}>
              <ArtworkImages title={data.title} images={data.images} />
            </div>
            <ArtworkLabel artwork={data} />
            <ArtworkFacts artwork={data} />
            {data.content && (
              <div className={styles.section}>
                <TitledSection headingId="artwork-about" title={t('edu:artwork.about')}>
                  <Paragraphs text={data.content} />
                </TitledSection>
              </div>
            )}
            {data.relatedVideo && (
              <div className={styles.section}>
                <TitledSection headingId="artwork-video" title={t('edu:artwork.relatedVideo')}>
                  <VideoFacade video={data.relatedVideo} />
                </TitledSection>
              </div>
            )}
          </article>
          <ShareBar path={href(lang, 'artwork', { id })} title={data.title} />
          <EpisodeNav
            label={t('edu:artwork.navLabel')}
            previous={data.prev && { to: href(lang, 'artwork', { id: data.prev.id }), title: data.prev.title }}
            next={data.next && { to: href(lang, 'artwork', { id: data.next.id }), title: data.next.title }}
            list={{ to: list, label: t('edu:list') }}
            previousLabel={t('edu:artwork.previous')}
            nextLabel={t('edu:artwork.next')}
          />
        </>
      )}
    </DetailPage>
  );
}

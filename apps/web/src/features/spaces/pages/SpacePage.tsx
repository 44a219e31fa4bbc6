import clsx from 'clsx';
import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { BackLink } from '#web/components/pages/BackLink';
import { DetailPage } from '#web/components/pages/DetailPage';
import { DetailCover } from '#web/components/pages/DetailCover';
import { useOwnHead } from '#web/components/use-page-head';
import { spaceHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSpace } from '../api/get-space';
import { PageColumn } from '../components/PageColumn';
import { SpaceGallery } from '../components/SpaceGallery';
import styles from './SpacePage.module.css';

/** /spaces/{slug}: a space's name, floor, summary, cover, sections and gallery; unknown → not found. */
export default function SpacePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const space = useSpace(lang, slug);
  useOwnHead(space.data && spaceHead(space.data));

  return (
    <DetailPage
      query={space}
      column={PageColumn}
      back={<BackLink to={href(lang, 'spaces')}>{t('home:spaces.back')}</BackLink>}
      // The cover's block takes its height from a 16:10 frame.
      skeleton={<PageSkeleton titleWidth="50%" block={{ height: 'auto', className: styles.skeletonCover }} />}
    >
      {(data) => (
        <>
          <LanguageNote served={data.lang} page={lang} />
          <article lang={langIfOther(data.lang, lang)} className={styles.article}>
            <h1 className={clsx('type-h3', styles.name)}>{data.name}</h1>
            <p className={clsx('type-body1', styles.floor)}>{data.floor}</p>
            <p className={clsx('type-body1', styles.summary)}>{data.summary}</p>
            <DetailCover cover={data.cover} />
            <ContentSections sections={data.sections} />
            <SpaceGallery images={data.gallery} lang={pageLangWithin(data.lang, lang)} />
          </article>
        </>
      )}
    </DetailPage>
  );
}

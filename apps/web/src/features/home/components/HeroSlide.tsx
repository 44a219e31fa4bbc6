import { useId } from 'react';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ContentLink } from './ContentLink';
import { HeroPicture } from './HeroPicture';
import type { HeroSlideView } from './hero-slides';
import styles from './HeroSlide.module.css';

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
    // (stretched) covers the whole slide, the nearest positioned box.
    <div className={styles.slide}>
      <HeroPicture
        mobile={wide ? view.other : view.image}
        pc={wide ? view.image : view.other}
        wide={wide}
        first={first}
      />
      <div className={styles.caption}>
        <p lang={served} className={`type-body1 ${styles.title}`}>
          <ContentLink link={view.link} describedBy={served && markId} stretched className={styles.link}>
            {view.title}
          </ContentLink>
        </p>
        {/* White on the dark gradient, like the title. */}
        <ShownInMark id={markId} served={view.lang} page={lang} />
      </div>
    </div>
  );
}

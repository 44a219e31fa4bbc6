import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { SubSlide } from '@atrium/shared/api/content';
import { contentHref } from '@atrium/shared/links';
import { LinkButton } from '#web/components/ui/Button';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useLanguage } from '#web/lib/i18n/use-language';
import styles from './StripSlide.module.css';

interface StripSlideProps {
  slide: SubSlide;
  active: boolean;
  label: string;
}

/** The strip's picture takes 40% of the row from 768 px; below it is hidden (docs/spec/product-spec.md §2). */
const IMAGE_SIZES = '(min-width: 1200px) 30vw, 40vw';

/**
 * One secondary slide: picture, title, description and, only when it has a link, a button.
 * Slides sit on top of each other and cross-fade (SUB_STRIP.fadeSeconds, in the stylesheet); a
 * hidden one is also hidden from assistive technology and the tab order (visibility).
 */
export function StripSlide({ slide, active, label }: StripSlideProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const target = contentHref(lang, slide.link);
  return (
    <div
      role="group"
      aria-roledescription={t('home:carousel.slide')}
      aria-label={label}
      className={clsx(styles.slide, !active && styles.inactive)}
    >
      {slide.img && (
        <div className={styles.picture}>
          <ResponsivePicture image={slide.img} sizes={IMAGE_SIZES} />
        </div>
      )}
      <div className={styles.text}>
        {/* The slide's text may be a fallback language; the button's words are the page's. */}
        <div lang={langIfOther(slide.lang, lang)}>
          <h2 className={`type-h5 ${styles.title}`}>{slide.title}</h2>
          {/* The main colour, as before the move (MUI drew color="text.secondary" so). */}
          <p className={`type-body1 ${styles.description}`}>{slide.description}</p>
        </div>
        <ShownInMark served={slide.lang} page={lang} />
        {target &&
          (target.external ? (
            <LinkButton variant="outlined" href={target.href}>
              {t('home:strip.more')}
              <MoreAbout title={slide.title} lang={langIfOther(slide.lang, lang)} />
            </LinkButton>
          ) : (
            <LinkButton variant="outlined" to={target.href}>
              {t('home:strip.more')}
              <MoreAbout title={slide.title} lang={langIfOther(slide.lang, lang)} />
            </LinkButton>
          ))}
      </div>
    </div>
  );
}

/** What the button leads to, for screen readers: "More: <title>". */
function MoreAbout({ title, lang }: { title: string; lang: string | undefined }) {
  return (
    <span className="visually-hidden">
      {': '}
      <span lang={lang}>{title}</span>
    </span>
  );
}

import type { FamilySite } from '@atrium/shared/api/content';
import { contentHref } from '@atrium/shared/links';
import { langIfOther } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { DEFAULT_LOGO_MAX_HEIGHT } from './family-site-groups';
import styles from './FamilySiteLogo.module.css';

/** One affiliated site's logo link, opening in a new tab (said to screen readers too). */
export function FamilySiteLogo({ site, newTabText }: { site: FamilySite; newTabText: string }) {
  const maxHeight = site.maxHeight ?? DEFAULT_LOGO_MAX_HEIGHT;
  // The name may be served in a fallback language (docs/spec/decisions.md §8); the new-tab note is the page's.
  const lang = useLanguage();
  const nameLang = langIfOther(site.lang, lang);
  const logo = site.logo;
  return (
    <a href={contentHref(lang, site.href)?.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {logo ? (
        // The logo's height is its entry's, given by the height attribute (no style attribute: the
        // CSP); its width follows the picture's own ratio (width: auto), the attributes' until it loads.
        <img
          src={logo.url}
          alt={site.name}
          lang={nameLang}
          width={logo.width && logo.height ? Math.round((logo.width * maxHeight) / logo.height) : undefined}
          height={maxHeight}
          loading="lazy"
          decoding="async"
          className={styles.logo}
        />
      ) : (
        <span lang={nameLang}>{site.name}</span>
      )}
      <span className="visually-hidden">{` ${newTabText}`}</span>
    </a>
  );
}

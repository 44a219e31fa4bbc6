import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { contentHref } from '@atrium/shared/links';
import { pickLocalized } from '@atrium/shared/localized';
import { href } from '@atrium/shared/routes';
import { FOOTER_LINKS, TERMS_LINKS } from '#web/config/footer';
import { useCurrentYear } from '#web/lib/current-year';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSiteLinks } from '#web/lib/site-links';
import styles from './SiteFooter.module.css';

/**
 * Spec footer: navigation, terms, © and the current year, the managing body's credit and a
 * contact e-mail (those two from the `site` singleton staff edit). The credit links to the body's
 * site (in a new tab) only where the link rule takes its address.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const site = useSiteLinks();
  const year = useCurrentYear();
  const body = site && pickLocalized(site.managingBody, lang);
  const bodySite = site && contentHref(lang, site.managingBodyUrl);
  const bodyName = body && (body.lang === lang ? body.text : <span lang={body.lang}>{body.text}</span>);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.nav}>
        <ul className={styles.linkRow}>
          {FOOTER_LINKS.map(({ text, page }) => (
            <li key={page}>
              <RouterLink to={href(lang, page)} className={clsx(styles.link, styles.pageLink)}>
                {t(text)}
              </RouterLink>
            </li>
          ))}
        </ul>
        <ul className={styles.linkRow}>
          {TERMS_LINKS.map(({ text, page }) => (
            <li key={page}>
              <RouterLink to={href(lang, page)} className={clsx(styles.link, styles.pageLink, styles.terms)}>
                {t(text)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.info}>
        {body?.text && (
          <p className="type-body2">
            {t('footer.managedBy')}{' '}
            {bodySite ? (
              <a href={bodySite.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {bodyName}
                <span className="visually-hidden">{` ${t('newTab')}`}</span>
              </a>
            ) : (
              bodyName
            )}
          </p>
        )}
        {site?.contactEmail && (
          <p className="type-body2">
            {t('footer.contact')}{' '}
            <a href={`mailto:${site.contactEmail}`} className={styles.link}>
              {site.contactEmail}
            </a>
          </p>
        )}
        <p className="type-body2">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

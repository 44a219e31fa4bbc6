import { contentHref } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';
import { LinkButton } from '#web/components/ui/Button';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AndroidIcon, AppleIcon } from '../icons';
import styles from './StoreButtons.module.css';

/**
 * The store links staff set (an unset one, or one the link rule refuses, is left out), an https://
 * one in a new tab (said to screen readers).
 */
export function StoreButtons({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stores = [
    { target: contentHref(lang, iosUrl), label: t('home:app.appStore'), Icon: AppleIcon },
    { target: contentHref(lang, androidUrl), label: t('home:app.playStore'), Icon: AndroidIcon },
  ];
  return (
    <div className={styles.stores}>
      {stores.map(
        ({ target, label, Icon }) =>
          target && (
            <LinkButton
              key={label}
              href={target.href}
              {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              variant="contained"
              size="large"
              className={styles.store}
              startIcon={<Icon />}
            >
              {label}
              {target.external && <span className="visually-hidden">{` ${t('home:newTab')}`}</span>}
            </LinkButton>
          ),
      )}
    </div>
  );
}

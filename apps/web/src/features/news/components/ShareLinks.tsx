import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';
import { Button } from '#web/components/ui/Button';
import { TextLink } from '#web/components/ui/TextLink';
import { ContentCopyIcon } from './icons';
import { shareTargets } from './share-links';
import styles from './ShareLinks.module.css';

/** Copy the link, or share it through plain links: no third-party script is loaded, nothing is sent until clicked. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showNotice('news:share.copied', 'success');
    } catch {
      showNotice('news:share.copyFailed', 'error');
    }
  };
  return (
    <section aria-labelledby="share-heading" className={styles.share}>
      <h2 id="share-heading" className={`type-h6 ${styles.heading}`}>
        {t('news:share.heading')}
      </h2>
      <ul className={styles.list}>
        <li>
          <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('news:share.copyLink')}
          </Button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.id} className={styles.item}>
            {target.id === 'email' ? (
              <TextLink href={target.href}>{t('news:share.email')}</TextLink>
            ) : (
              <TextLink href={target.href} target="_blank" rel="noopener noreferrer">
                {t('news:share.on', { site: target.site })}
                <span className="visually-hidden">{` ${t('news:share.newWindow')}`}</span>
              </TextLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

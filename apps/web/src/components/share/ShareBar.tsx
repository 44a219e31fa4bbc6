import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { currentSiteUrl } from '#web/lib/document-head';
import { useHydrated } from '#web/components/ClientOnly';
import { Button } from '#web/components/ui/Button';
import { TextLink } from '#web/components/ui/TextLink';
import { ContentCopyIcon, ShareIcon } from './icons';
import { shareTargets } from './share-links';
import styles from './ShareBar.module.css';

/** How long "link copied" stays on screen (the live region has said it by then). */
const SAID_MS = 5000;

/**
 * A page's share bar: plain links to KakaoStory, LINE, X, Facebook and e-mail, which work
 * without JavaScript; with it, the system's share sheet (where the browser has one) and "copy
 * link", which says what happened in a polite live region. No third-party script is loaded and
 * nothing is sent until the reader clicks. `path`: the page's address below the site's
 * (href(lang, …)); `title`: what the shared link is called. See
 * docs/decisions/036-sharing-and-structured-data.md.
 */
export function ShareBar({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hydrated = useHydrated();
  const [said, setSaid] = useState('');
  const url = `${currentSiteUrl()}${path}`;
  // Only the browser knows whether it has a share sheet: the server's markup hides the button.
  const canShare = hydrated && typeof navigator.share === 'function';
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    setSaid('');
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t('common:share.copied'));
    } catch {
      setSaid(t('common:share.copyFailed'));
    }
  };
  // Dismissing the share sheet rejects (AbortError): nothing to say.
  const share = () => navigator.share({ title, url }).catch(() => undefined);

  return (
    <section aria-labelledby={headingId} className={styles.share} data-share-bar="">
      <h2 id={headingId} className={`type-h6 ${styles.heading}`}>
        {t('common:share.heading')}
      </h2>
      <ul className={styles.list}>
        {/* data-script-only: a control there only with the page's script (the browser tests know it). */}
        <li hidden={!canShare} data-script-only="">
          <Button variant="outlined" size="small" startIcon={<ShareIcon />} onClick={() => void share()}>
            {t('common:share.native')}
          </Button>
        </li>
        <li hidden={!hydrated} data-script-only="">
          <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('common:share.copyLink')}
          </Button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.id} className={styles.item}>
            {target.id === 'email' ? (
              <TextLink href={target.href}>{t('common:share.email')}</TextLink>
            ) : (
              <TextLink href={target.href} target="_blank" rel="noopener noreferrer">
                {t('common:share.on', { site: target.site })}
                <span className="visually-hidden">{` ${t('common:share.newWindow')}`}</span>
              </TextLink>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={`type-body2 ${styles.said}`}>
        {said}
      </p>
    </section>
  );
}

import clsx from 'clsx';
import { Tag } from '#web/components/content/Tag';
import { Button } from '#web/components/ui/Button';
import { useTranslation } from '#web/lib/i18n/react';
import type { Gift } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { useGiftKindName } from '#web/components/gifts/gift-kind';
import { giftTileId } from '../lib/gift-tile-id';
import { CardGiftcardIcon, CheckCircleIcon, LockIcon } from './icons';
import styles from './GiftTile.module.css';

interface GiftTileProps {
  gift: Gift;
  lang: Language;
  /** Its day has passed without a check-in: it stays locked. */
  missed: boolean;
  onReceive: () => void;
}

/**
 * One day's gift: its day, kind and title; locked (for good when its day was missed), coming
 * soon, or a button to receive it, or to open it again once received.
 */
export function GiftTile({ gift, lang, missed, onReceive }: GiftTileProps) {
  const { t } = useTranslation();
  const kindName = useGiftKindName();
  const title = gift.title || kindName(gift.kind);
  const ready = gift.unlocked && gift.available;
  const action = gift.received ? t('events:gifts.open') : t('events:gifts.receive');
  return (
    <li
      id={giftTileId(gift.day)}
      // Focusable, so the check-in's link can lead to a gift that has no button yet.
      tabIndex={-1}
      data-day={gift.day}
      className={clsx(styles.tile, ready && styles.ready)}
    >
      <div className={styles.head}>
        <h3 className={`type-body1 ${styles.day}`}>{t('events:checkIn.day', { day: gift.day })}</h3>
        {gift.unlocked ? (
          <CardGiftcardIcon fontSize="small" className={styles.gift} />
        ) : (
          <LockIcon fontSize="small" className={styles.lock} />
        )}
      </div>
      {/* A flex row, so the label keeps its own height (no line box around it). */}
      <div className={styles.format}>
        <Tag variant="outlined" label={t(`events:gifts.format.${gift.format}`)} />
      </div>
      <p lang={langIfOther(gift.lang, lang)} className={`type-body2 ${styles.title}`}>
        {title}
      </p>
      {!gift.unlocked && (
        <span className="type-caption">
          {missed ? t('events:gifts.missedHint') : t('events:gifts.lockedHint', { day: gift.day })}
        </span>
      )}
      {gift.unlocked && !gift.available && <span className="type-caption">{t('events:gifts.unavailable')}</span>}
      {ready && (
        <>
          {gift.received && (
            <span className={`type-caption ${styles.received}`}>
              <CheckCircleIcon className={styles.receivedMark} />
              {t('events:gifts.received')}
            </span>
          )}
          <Button
            size="small"
            variant={gift.received ? 'outlined' : 'contained'}
            onClick={onReceive}
            // The visible word first (WCAG 2.5.3), then which gift it is.
            aria-label={`${action}: ${t('events:checkIn.day', { day: gift.day })}, ${title}`}
          >
            {action}
          </Button>
        </>
      )}
    </li>
  );
}

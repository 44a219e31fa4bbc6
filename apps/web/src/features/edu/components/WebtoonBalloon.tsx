import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Balloon } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import styles from './WebtoonBalloon.module.css';

/**
 * One balloon of a panel, as text placed over the art at the position staff gave it (its centre
 * and width in percent of the panel). Its size follows the panel's width (cqi), never below a
 * size a phone reads. Kinds other than speech are announced ("Thought:") for those who do not see them.
 */
export function WebtoonBalloon({ balloon, pageLang }: { balloon: Balloon; pageLang: Language }) {
  const { t } = useTranslation();
  return (
    <p
      lang={balloon.lang}
      data-kind={balloon.kind}
      className={clsx(styles.balloon, styles[balloon.kind])}
      // Its place is data: a style attribute, allowed by its hash in the page's CSP
      // (docs/decisions/025-static-css-for-public-pages.md).
      style={{ left: `${balloon.x}%`, top: `${balloon.y}%`, width: `${balloon.width}%` }}
    >
      {balloon.kind !== 'speech' && (
        <span lang={pageLang} className="visually-hidden">
          {`${t(`edu:webtoon.balloonKind.${balloon.kind}`)}: `}
        </span>
      )}
      {balloon.text}
    </p>
  );
}

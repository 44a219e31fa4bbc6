import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { CheckCircleIcon } from '#web/components/ui/icons';
import { TextLink } from '#web/components/ui/TextLink';
import { langIfOther } from '#web/components/content/served-language';
import { useApiMessage } from '#web/components/errors/api-error-message';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useMemberKey } from '#web/lib/use-member-key';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { useCheckIn } from './check-in';
import { useCheckIns } from './get-check-ins';
import styles from './CheckInCard.module.css';

interface CheckInCardProps {
  /** The running check-in event (from the home page's "Today" data). */
  event: { id: number; title: string; lang: Language };
  /** Who is signed in (useMemberKey); the card is a member's only. */
  member: string;
  /** Its heading's level where it stands: under the page's title (/my), or in the home block's column. */
  heading: 'h2' | 'h4';
}

/**
 * A signed-in member's shortcut to today's check-in (issue 42, item 7), on the home page and
 * /my: whether they checked in today, the button that does, and the way to the event's page
 * (its calendar and gifts). It is a form that posts: the app sends it as the event page's button
 * does. With JavaScript off the server cannot know the member (docs/decisions/023-forms-answered-by-the-server.md),
 * so the card is never in the server's markup.
 */
export function CheckInCard({ event, member, heading: Heading }: CheckInCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const apiMessage = useApiMessage();
  const state = useCheckIns(event.id, member);
  const checkIn = useCheckIn(event.id);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const checkedToday = (state.data?.checkedToday ?? false) || checkIn.isSuccess;
  const eventHref = href(lang, 'eventDetail', { id: String(event.id) });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setOutcome(null);
    checkIn.mutate(undefined, {
      onSuccess: (result) => setOutcome({ ok: true, text: t('events:checkIn.success', { day: result.day }) }),
      onError: (error) => setOutcome({ ok: false, text: apiMessage(error) }),
    });
  };

  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <Heading id={titleId} className={`type-subtitle1 ${styles.title}`}>
        {t('events:checkInCard.title')}
      </Heading>
      <p className={`type-body2 ${styles.event}`}>
        <TextLink to={eventHref} lang={langIfOther(event.lang, lang)}>
          {event.title}
        </TextLink>
      </p>
      {state.data && (
        <p className="type-body2">{t('events:checkIn.progress', { count: state.data.count, days: state.data.days })}</p>
      )}
      {checkedToday ? (
        <p className={`type-body1 ${styles.done}`}>
          <CheckCircleIcon />
          {t('events:checkIn.doneToday')}
        </p>
      ) : (
        state.data?.open !== false && (
          <form method="post" onSubmit={submit} className={styles.form}>
            <Button type="submit" variant="contained" disabled={checkIn.isPending || !state.data}>
              {t('events:checkIn.button')}
            </Button>
          </form>
        )
      )}
      {/* Always present, so screen readers announce what the button did. */}
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'info'} className={styles.outcome}>
            {outcome.text}
          </Alert>
        )}
      </div>
      <TextLink to={eventHref} className="type-body2">
        {t('events:checkInCard.toEvent')}
      </TextLink>
    </section>
  );
}

/** The card for whoever is signed in, once the member's view may show (useMemberKey); nothing for a visitor. */
export function MemberCheckInCard(props: Omit<CheckInCardProps, 'member'>) {
  const member = useMemberKey();
  return member === null ? null : <CheckInCard {...props} member={member} />;
}

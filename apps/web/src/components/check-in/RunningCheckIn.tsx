import { useToday } from '#web/components/today/get-today';
import { useLanguage } from '#web/lib/i18n/use-language';
import { MemberCheckInCard } from './CheckInCard';

/**
 * The check-in card of the check-in event running today, for a signed-in member (/my); nothing
 * when none runs. Which one runs comes from the home page's "Today" data (GET /api/today).
 */
export function RunningCheckIn() {
  const lang = useLanguage();
  const today = useToday(lang);
  const events = today.data?.events;
  const running = events?.when === 'today' ? events.items.find((e) => e.checkIn) : undefined;
  return running ? <MemberCheckInCard event={running} heading="h2" /> : null;
}

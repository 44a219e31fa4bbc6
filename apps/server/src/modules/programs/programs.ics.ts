import type { ProgramDetail, ProgramSession } from '@atrium/shared/api/events';
import { buildIcs } from '@atrium/shared/ics';

/** One session as a calendar event (times in UTC), so "add to calendar" works in any app. */
export function sessionIcs(program: ProgramDetail, session: ProgramSession, url: string, now: Date): string {
  return buildIcs({
    uid: `program-session-${session.id}@atrium`,
    start: new Date(session.startsAt),
    end: new Date(session.endsAt),
    summary: `${program.title} · ${session.title}`,
    location: session.place,
    description: session.description,
    url,
    stamp: now,
  });
}

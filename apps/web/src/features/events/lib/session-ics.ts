import type { ProgramDetail, ProgramSession } from '@atrium/shared/api/events';
import { buildIcs } from '@atrium/shared/ics';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';

/** The .ics text of a session: its UID is stable per session and site, so a second import updates it. */
export function sessionIcs(
  program: Pick<ProgramDetail, 'id' | 'categoryId' | 'title'>,
  session: ProgramSession,
  lang: Language,
  origin: string,
  stamp?: Date,
): string {
  const host = new URL(origin).host || 'atrium';
  const page = `${origin}${href(lang, 'programSession', {
    categoryId: String(program.categoryId),
    programId: String(program.id),
    sessionId: String(session.id),
  })}`;
  const description = [program.title, session.description, page].filter(Boolean).join('\n\n');
  return buildIcs({
    uid: `program-session-${session.id}@${host}`,
    start: new Date(session.startsAt),
    end: new Date(session.endsAt),
    summary: session.title,
    location: session.place,
    description,
    url: page,
    stamp,
  });
}

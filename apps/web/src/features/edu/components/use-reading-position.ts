import { useQueryClient } from '#web/lib/reads';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { WebtoonPositionsResponse } from '@atrium/shared/api/edu';
import { throttle } from '#web/lib/throttle';
import { useMemberView } from '#web/lib/use-member-view';
import { eduKeys } from '../api/keys';
import { saveWebtoonPosition, useWebtoonPositions } from '../api/webtoon-position';
import { panelAtTop } from './panel-at-top';

/** The reading line: a third down the window. */
const readingLine = () => window.innerHeight / 3;
/** Saved once the reader has stayed on a panel this long (ms), and when leaving the episode. */
const SAVE_DELAY = 1200;

/**
 * A member's reading position in a webtoon episode, kept on the server: on opening, the page
 * scrolls to the panel where they stopped (`resumedAt`); while reading, the panel at the reading
 * line is saved. Visitors who are not signed in read without it.
 */
export function useReadingPosition(
  episodeId: number,
  panels: RefObject<(HTMLElement | null)[]>,
  ready: boolean,
): { resumedAt: number | null; startOver: () => void } {
  const signedIn = useMemberView();
  const queryClient = useQueryClient();
  const positions = useWebtoonPositions(signedIn);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const restoredFor = useRef<number | null>(null);
  const savedPanel = useRef(-1);

  const save = useCallback(
    (panel: number) => {
      savedPanel.current = panel;
      saveWebtoonPosition({ episodeId, panel })
        .then((saved) =>
          queryClient.setQueryData<WebtoonPositionsResponse>(eduKeys.webtoonPositions(), (old) => ({
            last: saved,
            episodes: [...(old?.episodes ?? []).filter((p) => p.episodeId !== saved.episodeId), saved],
          })),
        )
        // Losing a reading position is no reason to interrupt the reader.
        .catch(() => undefined);
    },
    [episodeId, queryClient],
  );

  // Restore once per episode, when both the panels and the positions are there.
  const positionsData = positions.data;
  useEffect(() => {
    if (!signedIn || !ready || !positionsData || restoredFor.current === episodeId) return;
    restoredFor.current = episodeId;
    const panel = positionsData.episodes.find((p) => p.episodeId === episodeId)?.panel ?? 0;
    const target = panels.current?.[panel];
    if (panel > 0 && target) {
      // After the app's scroll-to-top of a new path, which may run in the same commit.
      requestAnimationFrame(() => {
        target.scrollIntoView({ block: 'start' });
        setResumedAt(panel);
      });
    }
    // Opening an episode makes it the member's last one.
    save(panel);
  }, [signedIn, ready, positionsData, episodeId, panels, save]);

  // Follow the reading: save the panel at the reading line once the reader rests on it.
  useEffect(() => {
    if (!signedIn || !ready) return;
    let pending: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (pending !== null && pending !== savedPanel.current) save(pending);
      pending = null;
    };
    const check = throttle(() => {
      if (restoredFor.current !== episodeId) return;
      const tops = (panels.current ?? []).map((el) => el?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      const panel = panelAtTop(tops, readingLine());
      if (panel === savedPanel.current) {
        pending = null;
        clearTimeout(timer);
        return;
      }
      pending = panel;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY);
    }, 200);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('pagehide', flush);
      check.cancel();
      flush();
    };
  }, [signedIn, ready, episodeId, panels, save]);

  const startOver = useCallback(() => {
    window.scrollTo({ top: 0 });
    setResumedAt(null);
  }, []);
  return { resumedAt, startOver };
}

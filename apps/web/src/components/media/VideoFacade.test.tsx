import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#web/lib/i18n/react';
import type { Video } from '@atrium/shared/api/edu';
import enEdu from '@atrium/shared/locales/en/edu.json';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { formatDuration, VideoFacade } from './VideoFacade';

const video: Video = {
  provider: 'youtube',
  videoId: 'abc123',
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
  watchUrl: 'https://www.youtube.com/watch?v=abc123',
  title: 'The founding years',
  durationSeconds: 754,
  poster: { url: '/media/poster.jpg', width: 1280, height: 720, alt: 'A poster' },
};

async function renderFacade(v: Video = video, priority = false) {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'edu', flatten(enEdu));
  return render(
    <I18nProvider i18n={i18n}>
      <VideoFacade video={v} priority={priority} />
    </I18nProvider>,
  );
}

describe('VideoFacade', () => {
  it("fetches its poster first when it is the first screen's picture, when scrolled to otherwise", async () => {
    const first = (await renderFacade(video, true)).container.querySelector('img');
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const later = (await renderFacade(video)).container.querySelector('img');
    expect([later?.getAttribute('loading'), later?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it('shows only our poster until play is pressed, then the player, with focus in it', async () => {
    const { container } = await renderFacade();
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing on the page points at the provider's player before the press.
    expect(container.innerHTML).not.toContain('youtube-nocookie');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/media/poster.jpg');
    expect(screen.getByText('12:34')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Play the video: The founding years' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(video.embedUrl);
    expect(frame?.getAttribute('title')).toBe(video.title);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays our own video files in a <video> element', async () => {
    const { container } = await renderFacade({ ...video, provider: 'file', embedUrl: '/media/film.mp4', watchUrl: '' });
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button'));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/film.mp4');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('formats durations as a player does', () => {
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3754)).toBe('1:02:34');
  });
});

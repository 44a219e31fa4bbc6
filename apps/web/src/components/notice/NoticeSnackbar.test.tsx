import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { createTestI18n } from '#web/test/test-i18n';
import NoticeSnackbar from './NoticeSnackbar';
import { dismissNotice, showNotice, useNotice } from './notice-store';

function Host() {
  const notice = useNotice();
  return notice ? <NoticeSnackbar key={notice.id} notice={notice} /> : null;
}

async function shown() {
  const i18n = await createTestI18n('en');
  vi.useFakeTimers();
  render(
    <I18nProvider i18n={i18n}>
      <Host />
    </I18nProvider>,
  );
  act(() => showNotice('requiredLoginPage'));
  return screen.getByRole('alert');
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a notice', () => {
  afterEach(() => {
    act(() => dismissNotice());
    vi.useRealTimers();
  });

  it('is announced at once and goes by itself after six seconds', async () => {
    expect((await shown()).textContent).toContain('This is a page that requires login');
    elapse(5900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    elapse(200);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with its Close button or Escape, not with a click elsewhere', async () => {
    await shown();
    fireEvent.click(document.body);
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => showNotice('requiredLoginPage'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits while the pointer is on it, then stays three seconds more', async () => {
    const alert = await shown();
    fireEvent.mouseEnter(alert);
    elapse(10_000);
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseLeave(alert);
    elapse(2900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    elapse(200);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import type { Focus } from '@atrium/shared/api/content';
import { createTestI18n } from '#web/test/test-i18n';
import { FocusPicker } from './FocusPicker';

function Harness({ start }: { start: Focus }) {
  const [focus, setFocus] = useState(start);
  return <FocusPicker url="/media/uploads/a.webp" width={1600} height={900} value={focus} onChange={setFocus} />;
}

async function renderPicker(start: Focus = { x: 50, y: 50 }) {
  const i18n = await createTestI18n('ko');
  render(
    <I18nProvider i18n={i18n}>
      <Harness start={start} />
    </I18nProvider>,
  );
  return { i18n, slider: screen.getByRole('slider', { name: i18n.t('admin:media.focus.label') }) };
}

describe('the focus point', () => {
  it('moves with the arrow keys, stays inside the picture and returns to the centre with Home', async () => {
    const { i18n, slider } = await renderPicker({ x: 95, y: 50 });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(slider.getAttribute('aria-valuetext')).toBe(i18n.t('admin:media.focus.value', { x: 100, y: 45 }));
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe(i18n.t('admin:media.focus.value', { x: 50, y: 50 }));
  });

  it('goes where the picture is clicked, and both cuts follow it', async () => {
    const { i18n, slider } = await renderPicker();
    slider.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(slider, { clientX: 50, clientY: 80 });
    expect(slider.getAttribute('aria-valuetext')).toBe(i18n.t('admin:media.focus.value', { x: 25, y: 80 }));
    for (const cut of ['wide', 'tall']) {
      const img = screen
        .getByText(i18n.t(`admin:media.focus.${cut}`))
        .closest('figure')!
        .querySelector('img')!;
      expect(img.style.objectPosition).toBe('25% 80%');
    }
  });
});

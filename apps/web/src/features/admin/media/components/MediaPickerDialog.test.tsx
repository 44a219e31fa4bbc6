import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MediaItem } from '@atrium/shared/api/media';
import { I18nProvider } from '#web/lib/i18n/react';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { mediaHandlers } from '../api/media.mocks';
import { MediaPickerDialog } from './MediaPickerDialog';

const undescribed: MediaItem = {
  id: '4b6f4e8e-0c5e-4f6c-9a8e-2f1d3c4b5a69',
  url: '/media/uploads/room.png',
  originalName: 'room.png',
  contentType: 'image/png',
  width: 800,
  height: 600,
  bytes: 1000,
  alt: {},
  focus: { x: 50, y: 50 },
  createdAt: '2026-04-10T01:00:00.000Z',
};

/** An editor's image button: opens the picker, shows what was picked. */
function Picking() {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <>
      <button onClick={() => setOpen(true)}>pick</button>
      <output>{picked.join(',')}</output>
      <MediaPickerDialog
        open={open}
        title="Choose an image"
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setOpen(false);
          setPicked((p) => [...p, item.alt.ko ?? '']);
        }}
      />
    </>
  );
}

describe('the media picker', () => {
  it('does not ask again for the alt text of a picture just described, though the library is slow to answer', async () => {
    // The library's first answer: the new picture, not yet described. Its later answers are slow
    // (a busy server): the picker closes before they come.
    let lists = 0;
    const later = new Promise<never>(() => {});
    server.use(
      mediaHandlers.list(async () => {
        lists += 1;
        if (lists > 1) await later;
        return { items: [undescribed], page: 1, pageSize: 24, total: 1 };
      }),
      mediaHandlers.updateDetails(async (request) => {
        const { alt } = (await request.json()) as { alt: MediaItem['alt'] };
        return { ...undescribed, alt };
      }),
    );
    const i18n = await createTestI18n('ko');
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <Picking />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const choose = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'pick' }));
      fireEvent.click(await screen.findByRole('button', { name: 'room.png' }));
    };
    // First time: described (Korean alt text), then picked.
    await choose();
    const details = await screen.findByRole('dialog', {
      name: i18n.t('admin:media.detailsTitle', { name: 'room.png' }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /한국어/ }), { target: { value: '새 전시실' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin:common.save') }));
    await screen.findByText('새 전시실');
    expect(details.isConnected).toBe(false);
    // Second time: picked at once, with its alt text.
    await choose();
    await screen.findByText('새 전시실,새 전시실');
    expect(screen.queryByRole('dialog', { name: i18n.t('admin:media.detailsTitle', { name: 'room.png' }) })).toBeNull();
  });
});

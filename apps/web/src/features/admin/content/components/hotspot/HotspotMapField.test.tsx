import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hotspots } from '@atrium/shared/content/types/venue';
import { ContentEditor } from '../editor/ContentEditor';
import { mockApi, on, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const map = { url: '/media/seed/map.png', width: 1000, height: 500, alt: 'Spaces map' };
const noop = () => undefined;
const spinbutton = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('hotspot position', () => {
  it('is placed by a click on the map, in percent with two decimals, then moved with the arrow keys', async () => {
    mockApi(
      on('GET', '/spaces/hotspots', () => Response.json({ map, items: [] })),
      on('GET', '/admin/content/spaces', () => Response.json({ items: [], total: 0 })),
    );
    const item = storedItem({ space: 'main-hall', title: { ko: '입구' }, top: 10, left: 20, direction: 'top' });
    await renderContent(
      <ContentEditor type={hotspots} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />,
    );

    const mapBox = await screen.findByTestId('hotspot-map');
    mapBox.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 300, height: 200 });
    expect(screen.getByRole('button', { name: 'Marker: 10% from the top, 20% from the left' })).toBeTruthy();

    fireEvent.click(mapBox, { clientX: 200, clientY: 100 });
    expect(spinbutton(/^Top \(%\)/).value).toBe('25');
    expect(spinbutton(/^Left \(%\)/).value).toBe('33.33');

    const marker = screen.getByRole('button', { name: 'Marker: 25% from the top, 33.33% from the left' });
    marker.focus();
    const user = userEvent.setup({ delay: null });
    await user.keyboard('[ArrowDown]');
    await user.keyboard('{Shift>}[ArrowLeft]{/Shift}');
    expect(spinbutton(/^Top \(%\)/).value).toBe('25.5');
    expect(spinbutton(/^Left \(%\)/).value).toBe('28.33');
  }, 20_000);
});

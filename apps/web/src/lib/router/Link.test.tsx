import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, useParams } from '.';

function Where() {
  const { pathname, search } = useLocation();
  const { id } = useParams();
  return (
    <p>
      at {pathname}
      {search} {id && `item ${id}`}
    </p>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

const app = (start: string) =>
  render(
    <MemoryRouter initialEntries={[start]}>
      <Link to="/ko/news/7?tab=2">an item</Link>
      <Link to="https://example.org/elsewhere">another site</Link>
      <Back />
      <Routes>
        <Route path="/ko/news/:id" element={<Where />} />
        <Route path="/old" element={<Navigate to="/ko/news/1" replace />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the site’s router', () => {
  it('writes links as real addresses and follows a plain click in the app', async () => {
    app('/ko');
    const link = screen.getByRole('link', { name: 'an item' });
    expect(link.getAttribute('href')).toBe('/ko/news/7?tab=2');
    fireEvent.click(link);
    expect(await screen.findByText('at /ko/news/7?tab=2 item 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText(/at \/ko\s*$/)).toBeTruthy();
  });

  it('leaves a modified click and another site’s address to the browser', () => {
    app('/ko');
    const link = screen.getByRole('link', { name: 'an item' });
    // Not prevented: the browser opens it (a new tab for ctrl-click).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    const other = screen.getByRole('link', { name: 'another site' });
    expect(other.getAttribute('href')).toBe('https://example.org/elsewhere');
    expect(fireEvent.click(other)).toBe(true);
    expect(screen.getByText(/at \/ko/)).toBeTruthy();
  });

  it('redirects with Navigate', async () => {
    app('/old');
    expect(await screen.findByText('at /ko/news/1 item 1')).toBeTruthy();
  });
});

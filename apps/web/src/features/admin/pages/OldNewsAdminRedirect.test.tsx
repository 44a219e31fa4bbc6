import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '#web/lib/router';
import { oldNewsAdminRedirect } from './OldNewsAdminRedirect';

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

const ToList = oldNewsAdminRedirect('list');
const ToCreate = oldNewsAdminRedirect('create');
const ToEditor = oldNewsAdminRedirect('editor');

const visit = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/news" element={<ToList />} />
        <Route path="/admin/news/write" element={<ToCreate />} />
        <Route path="/admin/news/update" element={<ToEditor />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** Bookmarks of the news admin from before the editorial engine land on its news screens. */
describe('old news admin addresses', () => {
  it.each([
    ['/admin/news?page=2', '/admin/content/news'],
    ['/admin/news/write', '/admin/content/news/new'],
    ['/admin/news/update?id=12', '/admin/content/news/12'],
    ['/admin/news/update?id=x', '/admin/content/news'],
  ])('%s leads to %s', (from, to) => {
    visit(from);
    expect(screen.getByText(`at ${to}`)).toBeTruthy();
  });
});

import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { setHydrating } from '../lib/server-markup';

/**
 * Renders `ui` as the server does, then hydrates that markup in the document as the browser
 * does (main.tsx: the hydrating flag, then React's hydrateRoot): what a visitor's first render of
 * a server-rendered page goes through. `endHydration`: what HydrationEnd does once the page has
 * hydrated. `recovered`: the mismatches React reported (it then renders the part anew).
 * `browserUi`: what the browser renders, where it differs from the server's tree on purpose.
 */
export function hydrate(ui: ReactElement, browserUi: ReactElement = ui) {
  // Also for the server's render here: jsdom has a document, which the server has not.
  setHydrating(true);
  const container = document.createElement('div');
  const serverHtml = renderToString(ui);
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  const view = render(browserUi, { container, hydrate: true, onRecoverableError: (error) => recovered.push(error) });
  const endHydration = () => act(() => setHydrating(false));
  return { ...view, serverHtml, recovered, endHydration };
}

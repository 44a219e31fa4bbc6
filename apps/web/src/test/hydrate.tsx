import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';

/**
 * Renders `ui` as the server does, then hydrates that markup in the document as the browser
 * does (React's hydrateRoot): what a visitor's first render of a server-rendered page goes
 * through. `recovered`: the mismatches React reported (it then renders the part anew).
 */
export function hydrate(ui: ReactElement) {
  const container = document.createElement('div');
  const serverHtml = renderToString(ui);
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const recovered: unknown[] = [];
  const view = render(ui, { container, hydrate: true, onRecoverableError: (error) => recovered.push(error) });
  return { ...view, serverHtml, recovered };
}

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { pageLoadsSettled } from '../lib/lazy-page';

// findBy… and waitFor wait up to 5 s, not 1 s: a file's first render also imports the parts whose
// code comes apart (the desktop drawer's menu), which took over a second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * The web test files share one worker's jsdom and modules (isolate: false, a setupFiles entry):
 * what a test rendered is unmounted after it, and what a file left in the document, the storage
 * or the address goes with the file, so the next one starts from a blank page.
 */
afterEach(async () => {
  cleanup();
  // A page chunk a test's navigation started loads here, not in the next file.
  await pageLoadsSettled();
});

afterAll(() => {
  // A file in the node environment (server rendering) has no document.
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  // The head stays: Emotion and React keep the style and link elements they put there, and
  // place the next ones beside them.
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

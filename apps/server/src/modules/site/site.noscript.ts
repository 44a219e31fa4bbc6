import { LOCK_OUTLINED_PATH } from '@atrium/shared/icon-paths';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { signInHref } from '@atrium/shared/sign-in-href';
import { escapeHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';

/**
 * What a member's page shows where scripts do not run. The browser renders it, for the member's
 * session lives in browser storage and the server never sees it (docs/spec/product-spec.md §3,
 * docs/spec/decisions.md §16): without JavaScript the page says so, with a sign-in link that
 * comes back to it and a link home (docs/decisions/023-forms-answered-by-the-server.md). The
 * look of the app's status pages, under the fixed class names the site stylesheet gives their
 * rules (components/pages/StatusPage.module.css); inert where scripts run.
 * `url`: the page's address (path and query), where signing in comes back to.
 */
export function memberPageNotice(i18n: I18nService, lang: Language, url: string): string {
  const text = (key: string) => escapeHtml(i18n.text(lang, 'common', key));
  const link = (to: string, look: 'contained' | 'outlined', label: string) =>
    `<a class="link-button link-button-${look}" href="${escapeHtml(to)}">${label}</a>`;
  return (
    '<noscript><main class="status-page">' +
    `<svg class="svg-icon status-page-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="${LOCK_OUTLINED_PATH}"></path></svg>` +
    `<h1 class="type-h4">${text('memberPage.title')}</h1>` +
    `<p class="type-body1 status-page-description">${text('memberPage.needsScript')}</p>` +
    '<div class="status-page-actions">' +
    link(signInHref(lang, url), 'contained', text('loginRequired.signin')) +
    link(href(lang, 'home'), 'outlined', text('goHome')) +
    '</div></main></noscript>'
  );
}

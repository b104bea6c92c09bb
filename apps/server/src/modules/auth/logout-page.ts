import { apiRoutes } from '@sparesfinder/contracts/routes';
import type { LoginReason } from '@sparesfinder/contracts/auth';
import { escapeHtml } from '../../lib/html';
import { serverPage } from './login-page';

/** Shown when /account/logout was opened from another site: signing out takes a click on this site's own form. */
export function renderLogoutConfirmPage(model: { csrfToken: string; reason?: LoginReason }): string {
  const e = escapeHtml;
  return serverPage('Sign out', `<div class="card">
<h1>Sign out?</h1>
<p class="lead">You followed a link from another site. Sign out of SparesFinder on this device?</p>
<form method="post" action="${e(apiRoutes.auth.logout)}">
<input type="hidden" name="_csrf" value="${e(model.csrfToken)}">
${model.reason ? `<input type="hidden" name="reason" value="${e(model.reason)}">` : ''}
<button type="submit">Sign out</button>
</form>
<p><a href="/">Stay signed in and go to the shop</a></p>
</div>`);
}

import { escapeHtml } from '../../lib/html';
import { serverPage } from '../auth/login-page';

/** The invitee's page (server-rendered like sign-in: works without the SPA and without JavaScript). */
export function renderSetPasswordPage(model: { token?: string; error?: string; done?: string }): string {
  const e = escapeHtml;
  if (model.done || !model.token) {
    return serverPage('Set your password', `<div class="card">
<h1>Set your password</h1>
<div class="${model.done ? 'notice' : 'alert'}" role="${model.done ? 'status' : 'alert'}">${e(model.done ?? model.error ?? '')}</div>
<p><a href="/bff/login">Go to sign in</a></p>
</div>`);
  }
  return serverPage('Set your password', `<div class="card">
<h1>Set your password</h1>
<p class="lead">Choose a password of at least 10 characters, with letters and numbers or symbols.</p>
<div class="alert" role="alert" id="set-password-error">${model.error ? e(model.error) : ''}</div>
<form method="post" action="/account/set-password" novalidate>
<input type="hidden" name="token" value="${e(model.token)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus${model.error ? ' aria-describedby="set-password-error"' : ''}>
<label for="confirmPassword">Confirm password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>
</div>`);
}

import { messages } from '@sparesfinder/contracts/messages';
import { escapeHtml } from '../../lib/html';

export interface LoginPageModel {
  csrfToken: string;
  returnUrl: string;
  /** The form posts back to /bff/login carrying the page's utm_* query (spec 3 §9). */
  formAction: string;
  email?: string;
  /** Neutral notice (signed out, role refused); shown in a status region. */
  notice?: string;
  /** Failure text; shown in the alert region. */
  error?: string;
}

export const serverPageStyles = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef3f8;color:#10233a}
header{background:#0b4f8a;padding:14px 20px}.brand{color:#fff;font-weight:800;font-size:1.35rem;letter-spacing:.2px;text-decoration:none}.brand span{color:#ffb703}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:40px 16px}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(11,79,138,.12);padding:28px 24px;border-top:5px solid #ffb703}
h1{margin:0 0 4px;font-size:1.5rem;color:#0b4f8a}.lead{margin:0 0 20px;color:#4a5d73}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password]{width:100%;padding:12px;border:1px solid #8a9bb0;border-radius:8px;font:inherit;background:#fff;color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #ffb703;outline-offset:2px;border-color:#0b4f8a}
button{width:100%;margin-top:24px;padding:12px;border:0;border-radius:8px;background:#ffb703;color:#0b2540;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#f0a800}
.alert:empty,.notice:empty{display:none}
.alert{margin:0 0 8px;padding:12px;border-radius:8px;background:#fdecea;color:#8a1c12;border:1px solid #f3b6ae}
.notice{margin:0 0 8px;padding:12px;border-radius:8px;background:#e8f1fa;color:#0b4f8a;border:1px solid #b9d3ec}
footer{padding:16px;text-align:center;color:#4a5d73;font-size:.875rem}
a{color:#0b4f8a;font-weight:600}
@media (max-width:420px){main{padding:20px 12px}.card{padding:22px 16px}}`;

/** The frame of the server-rendered pages (sign-in, sign-out confirmation): brand header, one card, support line. */
export function serverPage(title: string, card: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | SparesFinder</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${serverPageStyles}</style>
</head>
<body>
<header><a class="brand" href="/">Spares<span>Finder</span></a></header>
<main>
${card}
</main>
<footer>Customer support: ${escapeHtml(messages.common.supportHours)}.</footer>
</body>
</html>`;
}

/** The server-rendered sign-in page (BFF): works without the SPA and without JavaScript. */
export function renderLoginPage(model: LoginPageModel): string {
  const e = escapeHtml;
  const focusPassword = Boolean(model.email);
  return serverPage('Sign in', `<div class="card">
<h1>Sign in</h1>
<p class="lead">Trade heating, plumbing and electrical supplies.</p>
<div class="notice" role="status">${model.notice ? e(model.notice) : ''}</div>
<div class="alert" role="alert" id="login-error">${model.error ? e(model.error) : ''}</div>
<form method="post" action="${e(model.formAction)}" novalidate>
<input type="hidden" name="_csrf" value="${e(model.csrfToken)}">
<input type="hidden" name="returnUrl" value="${e(model.returnUrl)}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(model.email ?? '')}"${model.error ? ' aria-describedby="login-error"' : ''}${focusPassword ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
</div>`);
}

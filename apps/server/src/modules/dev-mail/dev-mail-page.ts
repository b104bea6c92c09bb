import { toIsoDateTime, toIsoDateTimeOrNull } from '@sparesfinder/domain/dates';
import { escapeHtml } from '../../lib/html';
import type { OutboxEntry } from '../../providers/mail/mail-outbox.repository';

const styles = `body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef3f8;color:#10233a}
header{background:#0b4f8a;color:#fff;padding:14px 20px}header b span{color:#ffb703}main{max-width:900px;margin:0 auto;padding:20px 12px}
article{background:#fff;border-radius:10px;border-left:5px solid #ffb703;padding:14px 16px;margin:0 0 14px;box-shadow:0 2px 10px rgba(11,79,138,.08)}
h2{font-size:1.05rem;margin:0 0 6px;color:#0b4f8a}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px;font-size:.9rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f8fb;padding:10px;border-radius:6px;margin:0}
.error{color:#8a1c12}`;

/** Development page listing the mail the outbox provider "sent", newest first (MAIL_PROVIDER=outbox only). */
export function renderDevMailPage(entries: readonly OutboxEntry[]): string {
  const e = escapeHtml;
  const items = entries
    .map(
      (mail) => `<article><h2>${e(mail.subject)}</h2><dl><dt>To</dt><dd>${e(mail.toAddress)}</dd>
<dt>Created</dt><dd>${e(toIsoDateTime(mail.createdAt))}</dd><dt>Sent</dt><dd>${e(toIsoDateTimeOrNull(mail.sentAt) ?? 'not sent')}</dd>
${mail.error ? `<dt>Error</dt><dd class="error">${e(mail.error)}</dd>` : ''}</dl><pre>${e(mail.textBody)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sent mail | SparesFinder</title><style>${styles}</style></head><body>
<header><b>Spares<span>Finder</span></b> · development mail outbox</header>
<main><h1>Sent mail (${entries.length})</h1>${items || '<p>No mail has been sent yet.</p>'}</main></body></html>`;
}

import { formatPence } from '@sparesfinder/domain/money';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox's demo aid: the cards it knows (sandboxTestCardOutcomes), beside the card form only. */
function testCardsPanel(testCards: readonly { number: string; outcome: string }[]): string {
  const rows = testCards.map((card) => `<li><code>${escapeHtml(groupsOfFour(card.number))}</code> ${escapeHtml(card.outcome)}</li>`).join('');
  return `<aside class="test-cards" aria-labelledby="test-cards-title"><h2 id="test-cards-title">Sandbox test cards</h2><ul>${rows}</ul>
    <p>Use any future expiry (MM/YY) and any 3-digit security code. A past expiry is refused.</p></aside>`;
}

/** The sandbox's hosted card page (what a real gateway serves from its own origin). No inline script: CSP 'self'. */
export function sandboxPageHtml(options: {
  payment: string;
  amountPence: number;
  savedCardLast4: string | null;
  offerToSave: boolean;
  basePath: string;
  testCards: readonly { number: string; outcome: string }[];
}): string {
  const amount = formatPence(options.amountPence);
  const body = options.savedCardLast4
    ? `<p>Pay <strong>${amount}</strong> with your saved card ending <strong>${escapeHtml(options.savedCardLast4)}</strong>.</p>
       <div class="actions"><button type="button" id="pay-token">Pay ${amount}</button><button type="button" id="abort" class="secondary">Cancel</button></div>`
    : `<form id="card-form" novalidate>
        <label for="card-number">Card number</label><input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
        <div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required></div>
        <div><label for="cvc">Security code (CVC)</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
        ${options.offerToSave ? '<label class="check"><input type="checkbox" id="save-card" name="saveCard"> Save this card for next time</label>' : ''}
        <p id="error" role="alert"></p>
        <div class="actions"><button type="submit">Pay ${amount}</button><button type="button" id="abort" class="secondary">Cancel</button></div>
      </form>${testCardsPanel(options.testCards)}`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Secure card payment (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a2433;background:#fff}h1{font-size:1.1rem;margin:0 0 4px}p.note{color:#4a5566;font-size:.85rem;margin:0 0 16px}
label{display:block;font-size:.9rem;margin:12px 0 4px}input:not([type=checkbox]){width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a94a6;border-radius:4px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.check{display:flex;gap:8px;align-items:center}.actions{display:flex;gap:8px;margin-top:16px;flex-wrap:wrap}
button{padding:10px 18px;font-size:1rem;border-radius:4px;border:0;background:#0d4a8a;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0d4a8a;border:1px solid #0d4a8a}#error{color:#b00020;min-height:1.2em}
.test-cards{margin-top:20px;padding:8px 12px;border:1px dashed #8a94a6;border-radius:4px;background:#f5f7fa;font-size:.85rem}.test-cards h2{font-size:.9rem;margin:0 0 4px}.test-cards ul{margin:0;padding-left:18px}.test-cards p{margin:4px 0 0;color:#4a5566}</style></head>
<body data-payment="${escapeHtml(options.payment)}" data-base="${escapeHtml(options.basePath)}"><main><h1>Secure card payment</h1><p class="note">SparesFinder sandbox gateway: no real money is taken.</p>${body}</main>
<script src="${options.basePath}/sandbox.js"></script></body></html>`;
}

/** The page's script: posts the card to the sandbox (with the shop's CSRF header) and follows its answer. */
export const sandboxScript = `(() => {
  const body = document.body; const base = body.dataset.base; const payment = body.dataset.payment;
  const token = (document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN=')) || '').slice(11);
  // One answer at a time: a double click must not send the card twice (the second found the payment spent).
  let busy = false;
  const setBusy = (value) => { busy = value; for (const button of document.querySelectorAll('button')) button.disabled = value; };
  const send = async (action, data) => {
    if (busy) return;
    setBusy(true);
    const answer = await fetch(base + '/pay/' + payment + '/' + action, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) }, body: JSON.stringify(data || {}) })
      .then((response) => response.json()).catch(() => ({}));
    if (answer.next) { window.location.assign(answer.next); return; }
    setBusy(false);
    const error = document.getElementById('error'); if (error) error.textContent = answer.message || 'Please check your card details.';
  };
  const form = document.getElementById('card-form');
  if (form) form.addEventListener('submit', (event) => { event.preventDefault(); const save = document.getElementById('save-card');
    send('card', { cardNumber: form.cardNumber.value, expiry: form.expiry.value, cvc: form.cvc.value, saveCard: !!(save && save.checked) }); });
  const payToken = document.getElementById('pay-token'); if (payToken) payToken.addEventListener('click', () => send('token'));
  document.getElementById('abort').addEventListener('click', () => send('abort'));
})();`;

import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cardBrand } from './card-brand';
import { checkCardExpiry } from './card-expiry';
import { passesLuhn } from './luhn';
import type { GatewayPayment, PaymentProvider } from './payment-provider';
import { createSandboxGatewayRepository, type SandboxPaymentRow } from './sandbox-gateway.repository';

/**
 * Documented test cards (decision 014, README). Any other number that passes the Luhn check succeeds too; a number
 * that fails it, or a past or malformed expiry, is refused on the page. The Cancel button aborts.
 */
export const sandboxTestCards = {
  success: '4242424242424242',
  decline: '4000000000000002',
} as const;

/** What each test card does, for the hosted page's "Sandbox test cards" panel (the one list of them). */
export const sandboxTestCardOutcomes: readonly { number: string; outcome: string }[] = [
  { number: sandboxTestCards.success, outcome: 'Payment succeeds' },
  { number: sandboxTestCards.decline, outcome: 'Payment is declined' },
];

/** The demo world's saved card: the seed (acme-account.ts) gives the sandbox this token as well as our saved card. */
export const sandboxSeededToken = 'tok_demo_acme_visa_4242';

export const sandboxBasePath = '/sandbox-gateway';

export interface CardEntry {
  cardNumber: string;
  expiry: string;
  cvc: string;
  saveCard: boolean;
}

const toGatewayPayment = (row: SandboxPaymentRow): GatewayPayment => ({
  status: row.status as GatewayPayment['status'],
  amountPence: row.amountPence,
  tokenId: row.tokenId,
  last4Digits: row.last4Digits,
  expiryDate: row.expiryDate,
});

/**
 * A built-in gateway that works offline (npm start needs no keys): it keeps its payments, tokens and refunds in its
 * own tables (so a restart forgets nothing, as a real gateway would not) and serves its hosted page under
 * /sandbox-gateway (sandbox-gateway.routes.ts). A card number or CVC never leaves this function: only the last four
 * digits, the expiry and the brand are kept.
 */
export function createSandboxGateway(clock: Clock, db: Database) {
  const repository = createSandboxGatewayRepository(db);

  const provider: PaymentProvider & {
    /** The payment as its customer sees it: another customer's reference is not found (issue #44). */
    find(reference: string, customerReference: string): Promise<SandboxPaymentRow | undefined>;
    savedCardLast4(payment: SandboxPaymentRow): Promise<string | null>;
    payWithCard(reference: string, card: CardEntry): Promise<'paid' | 'failed' | 'invalid' | 'expired'>;
    payWithToken(reference: string): Promise<'paid' | 'failed'>;
    abort(reference: string): Promise<void>;
    listRefunds(reference: string): ReturnType<typeof repository.listRefunds>;
  } = {
    name: 'sandbox',
    async createPayment(request) {
      const gatewayReference = `sbx_${randomBytes(18).toString('base64url')}`;
      const now = clock.now();
      await repository.insertPayment({ reference: gatewayReference, merchantReference: request.merchantReference, customerReference: request.customerReference, description: request.description.slice(0, 200), amountPence: request.amountPence, status: 'pending', offerToSave: request.offerToSave, tokenId: request.tokenId, createdAt: now, updatedAt: now });
      return { gatewayReference, hostedUrl: `${sandboxBasePath}/pay/${gatewayReference}` };
    },
    async getPayment(reference) {
      const row = await repository.findPayment(reference);
      return row ? toGatewayPayment(row) : null;
    },
    async hasToken(tokenId) {
      return (await repository.findToken(tokenId)) !== undefined;
    },
    async deleteToken(tokenId) {
      await repository.deleteToken(tokenId);
    },
    async refund(reference, reason) {
      const payment = await repository.findPayment(reference);
      if (!payment) return 'not-paid';
      if (payment.status === 'refunded') return 'refunded';
      if (payment.status !== 'paid') return 'not-paid';
      // Two refunds racing: one moves paid → refunded and records it; the other finds it refunded.
      if (await repository.refundPayment(payment, reason, clock.now())) return 'refunded';
      return (await repository.findPayment(reference))?.status === 'refunded' ? 'refunded' : 'not-paid';
    },
    async find(reference, customerReference) {
      const row = await repository.findPayment(reference);
      return row && row.customerReference === customerReference ? row : undefined;
    },
    async cancel(reference) {
      await repository.movePayment(reference, 'pending', { status: 'aborted' }, clock.now());
      return (await repository.findPayment(reference))?.status as GatewayPayment['status'] | undefined ?? null;
    },
    async savedCardLast4(payment) {
      return payment.tokenId ? ((await repository.findToken(payment.tokenId))?.last4Digits ?? null) : null;
    },
    async payWithCard(reference, card) {
      const payment = await repository.findPayment(reference);
      const digits = card.cardNumber.replace(/[\s-]/g, '');
      const now = clock.now();
      const expiry = checkCardExpiry(card.expiry, now);
      if (!payment || payment.status !== 'pending' || !passesLuhn(digits) || (!expiry.ok && expiry.reason === 'malformed') || !/^\d{3,4}$/.test(card.cvc)) return 'invalid';
      // As a real gateway: an expired card is refused on the page (the payment stays pending, another card may pay).
      if (!expiry.ok) return 'expired';
      if (digits === sandboxTestCards.decline) return (await repository.movePayment(reference, 'pending', { status: 'failed' }, now)) ? 'failed' : 'invalid';
      const last4Digits = digits.slice(-4);
      const expiryDate = expiry.expiryDate;
      const tokenId = card.saveCard && payment.offerToSave ? `tok_sbx_${randomBytes(12).toString('hex')}` : payment.tokenId;
      if (!(await repository.movePayment(reference, 'pending', { status: 'paid', last4Digits, expiryDate, tokenId }, now))) return 'invalid';
      if (tokenId && tokenId !== payment.tokenId) await repository.insertToken({ tokenId, last4Digits, expiryDate, brand: cardBrand(digits), createdAt: now });
      return 'paid';
    },
    async payWithToken(reference) {
      const payment = await repository.findPayment(reference);
      if (!payment || payment.status !== 'pending' || !payment.tokenId) return 'failed';
      const token = await repository.findToken(payment.tokenId);
      const now = clock.now();
      if (!token) {
        await repository.movePayment(reference, 'pending', { status: 'failed' }, now);
        return 'failed';
      }
      return (await repository.movePayment(reference, 'pending', { status: 'paid', last4Digits: token.last4Digits, expiryDate: token.expiryDate }, now)) ? 'paid' : 'failed';
    },
    async abort(reference) {
      await repository.movePayment(reference, 'pending', { status: 'aborted' }, clock.now());
    },
    listRefunds: (reference) => repository.listRefunds(reference),
  };
  return provider;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { passesLuhn } from './luhn';
import type { CreatePaymentRequest, GatewayPayment, PaymentProvider } from './payment-provider';

/**
 * Documented test cards (decision 014, README). Any other number that passes the Luhn check succeeds too; a number
 * that fails it is refused on the page. The Cancel button aborts.
 */
export const sandboxTestCards = {
  success: '4242424242424242',
  decline: '4000000000000002',
} as const;

/** The demo world's saved card (seed acme-account.ts) is a token this sandbox knows from the start. */
const seededTokens = new Map([['tok_demo_acme_visa_4242', { last4Digits: '4242', expiryDate: '0929' }]]);

export const sandboxBasePath = '/sandbox-gateway';

interface SandboxPayment extends GatewayPayment {
  request: CreatePaymentRequest;
  createdAt: Date;
}

export interface CardEntry {
  cardNumber: string;
  expiry: string;
  cvc: string;
  saveCard: boolean;
}

/**
 * A built-in gateway that works offline (npm start needs no keys): it keeps its payments in memory, as a real
 * gateway keeps them on its side, and serves its hosted page under /sandbox-gateway (sandbox-gateway.routes.ts).
 * A card number or CVC never leaves this module: only the last four digits and the expiry are kept.
 */
export function createSandboxGateway(clock: Clock) {
  const payments = new Map<string, SandboxPayment>();
  const tokens = new Map(seededTokens);

  const provider: PaymentProvider & {
    find(reference: string): SandboxPayment | undefined;
    payWithCard(reference: string, card: CardEntry): 'paid' | 'failed' | 'invalid';
    payWithToken(reference: string): 'paid' | 'failed';
    abort(reference: string): void;
  } = {
    name: 'sandbox',
    async createPayment(request) {
      const gatewayReference = `sbx_${randomBytes(18).toString('base64url')}`;
      payments.set(gatewayReference, { request, createdAt: clock.now(), status: 'pending', amountPence: request.amountPence, tokenId: request.tokenId, last4Digits: null, expiryDate: null });
      return { gatewayReference, hostedUrl: `${sandboxBasePath}/pay/${gatewayReference}` };
    },
    async getPayment(reference) {
      const payment = payments.get(reference);
      if (!payment) return null;
      const { request: _request, createdAt: _createdAt, ...answer } = payment;
      return answer;
    },
    async hasToken(tokenId) {
      return tokens.has(tokenId);
    },
    async deleteToken(tokenId) {
      tokens.delete(tokenId);
    },
    find: (reference) => payments.get(reference),
    payWithCard(reference, card) {
      const payment = payments.get(reference);
      const digits = card.cardNumber.replace(/[\s-]/g, '');
      const expiry = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(card.expiry.trim());
      if (!payment || payment.status !== 'pending' || !passesLuhn(digits) || !expiry || !/^\d{3,4}$/.test(card.cvc)) return 'invalid';
      if (digits === sandboxTestCards.decline) {
        payment.status = 'failed';
        return 'failed';
      }
      payment.status = 'paid';
      payment.last4Digits = digits.slice(-4);
      payment.expiryDate = `${expiry[1]}${expiry[2]}`;
      if (card.saveCard && payment.request.offerToSave) {
        payment.tokenId = `tok_sbx_${randomBytes(12).toString('hex')}`;
        tokens.set(payment.tokenId, { last4Digits: payment.last4Digits, expiryDate: payment.expiryDate });
      }
      return 'paid';
    },
    payWithToken(reference) {
      const payment = payments.get(reference);
      if (!payment || payment.status !== 'pending' || !payment.tokenId) return 'failed';
      const token = tokens.get(payment.tokenId);
      if (!token) {
        payment.status = 'failed';
        return 'failed';
      }
      payment.status = 'paid';
      payment.last4Digits = token.last4Digits;
      payment.expiryDate = token.expiryDate;
      return 'paid';
    },
    abort(reference) {
      const payment = payments.get(reference);
      if (payment?.status === 'pending') payment.status = 'aborted';
    },
  };
  return provider;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { formatPence } from '@sparesfinder/domain/money';
import type { Database } from '../../db/client';
import { basketLines, baskets, branches, organisations, suppliers } from '../../db/schema/index';

type Basket = typeof baskets.$inferSelect;

/**
 * What a full UK VAT invoice must name (HMRC VAT Notice 700 §16.3), checked in the text read back from its PDF
 * against the database: seller name, registered address and VAT number; invoice number, invoice date and tax point;
 * the customer's name and address; the delivery address when delivered; each line's code, quantity, unit price ex
 * VAT and rate; the stored totals (what was charged).
 */
export async function expectFullVatInvoice(db: Database, text: string, basketId: number) {
  const [order] = await db.select().from(baskets).where(eq(baskets.id, basketId));
  const [seller] = await db.select({ name: suppliers.name, vatNumber: suppliers.vatNumber, registeredAddress: suppliers.registeredAddress }).from(branches).innerJoin(suppliers, eq(suppliers.id, branches.supplierId)).where(eq(branches.id, order!.selectedBranchId!));
  const [buyer] = await db.select().from(organisations).where(eq(organisations.id, order!.organisationId));
  const lines = await db.select().from(basketLines).where(eq(basketLines.basketId, basketId));
  const { invoiceNumber, invoiceIssuedAt, totalCostPence, totalCostWithVatPence } = order as Basket;
  expect(invoiceNumber).toMatch(/^[A-Z0-9]+-\d{6}$/);
  expect(seller?.vatNumber).toMatch(/^GB\d{9}$/);
  const expected = [
    'Tax invoice',
    `Invoice number: ${invoiceNumber}`,
    `Invoice date: ${formatOrderDateTime(invoiceIssuedAt)}`,
    `Tax point (time of supply): ${formatOrderDateTime(order!.orderDate)}`,
    `Order number: ${order!.orderId}`,
    seller!.name,
    `Registered address: ${seller!.registeredAddress}`,
    `VAT registration number: ${seller!.vatNumber}`,
    buyer!.orgName,
    buyer!.address1!,
    buyer!.postCode!,
    `Total plus VAT ${formatPence(totalCostPence!)}`,
    `VAT (20%) ${formatPence(totalCostWithVatPence! - totalCostPence!)}`,
    `Total with VAT ${formatPence(totalCostWithVatPence!)}`,
    ...lines.flatMap((line) => [line.manufacturerCode, `${line.qty} ${formatPence(line.costPence)} 20% ${formatPence(line.costPence * line.qty)}`]),
  ];
  if (order!.isDelivery) expected.push('Delivery address', order!.address1!, order!.postCode!);
  for (const fragment of expected) expect(text).toContain(fragment);
  if (!order!.isDelivery) expect(text).not.toContain('Delivery address');
  return order as Basket;
}

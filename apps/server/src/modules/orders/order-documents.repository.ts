import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, branchOpeningHours, creditNotes, suppliers } from '../../db/schema/index';

/** Branch details (the merchant directory, the same for everyone) and an organisation's credit notes. */
export function createOrderDocumentsRepository(db: Executor) {
  return {
    async findBranch(branchId: number) {
      const [branch] = await db
        .select({
          id: branches.id,
          name: branches.name,
          supplierName: suppliers.name,
          address1: branches.address1,
          address2: branches.address2,
          address3: branches.address3,
          town: branches.town,
          postCode: branches.postcode,
          telephone: branches.telephone,
          email: branches.email,
          latitude: branches.latitude,
          longitude: branches.longitude,
        })
        .from(branches)
        .innerJoin(suppliers, eq(suppliers.id, branches.supplierId))
        .where(eq(branches.id, branchId));
      if (!branch) return undefined;
      const hours = await db
        .select({ weekday: branchOpeningHours.weekday, opens: branchOpeningHours.opensAtMinute, closes: branchOpeningHours.closesAtMinute })
        .from(branchOpeningHours)
        .where(eq(branchOpeningHours.branchId, branchId));
      return { ...branch, hours };
    },

    async listCreditNotes(organisationId: number, basketId: number) {
      return db
        .select({ identifier: creditNotes.identifier, creditDate: creditNotes.creditDate })
        .from(creditNotes)
        .where(and(eq(creditNotes.organisationId, organisationId), eq(creditNotes.basketId, basketId)))
        .orderBy(asc(creditNotes.creditDate), asc(creditNotes.id));
    },

    async findCreditNote(organisationId: number, identifier: string) {
      const [note] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.organisationId, organisationId), eq(creditNotes.identifier, identifier)));
      return note;
    },

  };
}
export type OrderDocumentsRepository = ReturnType<typeof createOrderDocumentsRepository>;

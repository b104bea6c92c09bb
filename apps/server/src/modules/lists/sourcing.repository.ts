import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cashBackRegistrations, organisations, sourcingRequests, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

export type NewSourcingRequest = Omit<typeof sourcingRequests.$inferInsert, 'id' | 'organisationId' | 'userId'>;

/** Sourcing requests and cash-back registrations, written for the actor's own user and organisation. */
export function createSourcingRepository(db: Database) {
  return {
    /** Runs `work` in one transaction (the request and its requested-product row are stored together). */
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async insertSourcingRequest(actor: Actor, request: NewSourcingRequest, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(sourcingRequests)
        .values({ ...request, organisationId: actor.organisationId, userId: actor.userId })
        .returning({ id: sourcingRequests.id });
      return row!.id;
    },

    async insertCashBackRegistration(actor: Actor, createdAt: Date): Promise<number> {
      const [row] = await db
        .insert(cashBackRegistrations)
        .values({ organisationId: actor.organisationId, userId: actor.userId, createdAt })
        .returning({ id: cashBackRegistrations.id });
      return row!.id;
    },

    /** Who is asking, for the e-mail to the team. */
    async findRequester(actor: Actor) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, surname: users.surname, orgName: organisations.orgName })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.id, actor.userId))
        .limit(1);
      return row;
    },
  };
}
export type SourcingRepository = ReturnType<typeof createSourcingRepository>;

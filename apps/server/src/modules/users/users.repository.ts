import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sessions, userInvitations, users } from '../../db/schema/index';

/** The organisation's users and their invitations (spec 1 §3 "Org user"). Every query scoped by organisation. */
export function createUsersRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    listUsers: (organisationId: number) =>
      db
        .select({
          id: users.id,
          userName: users.email,
          firstName: users.firstName,
          surname: users.surname,
          telephone: users.telephone,
          roleName: users.roleName,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(users.organisationId, organisationId))
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.id)),

    /** Sets a user's status; a disabled user's sessions are deleted in the same transaction (signed out at once). */
    async setActive(organisationId: number, userId: number, isActive: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ isActive })
          .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        if (!isActive) await tx.delete(sessions).where(and(eq(sessions.organisationId, organisationId), eq(sessions.userId, userId)));
        return true;
      });
    },

    async emailTaken(email: string, executor: Executor = db) {
      const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row !== undefined;
    },

    async insertInvitedUser(
      user: { organisationId: number; email: string; firstName: string; surname: string; telephone: string; roleName: string; passwordHash: string },
      invitation: { tokenHash: string; expiresAt: Date },
      tx: Executor,
    ) {
      const [row] = await tx
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return undefined;
      await tx.insert(userInvitations).values({ ...invitation, userId: row.id, organisationId: user.organisationId });
      return row.id;
    },

    /** The invitation and its user, locked so the link works exactly once. */
    async lockInvitation(tokenHash: string, tx: Executor) {
      const [row] = await tx
        .select({ userId: userInvitations.userId, expiresAt: userInvitations.expiresAt, usedAt: userInvitations.usedAt, email: users.email, isActive: users.isActive })
        .from(userInvitations)
        .innerJoin(users, eq(users.id, userInvitations.userId))
        .where(eq(userInvitations.tokenHash, tokenHash))
        .for('update', { of: userInvitations });
      return row;
    },

    async findInvitation(tokenHash: string) {
      const [row] = await db
        .select({ expiresAt: userInvitations.expiresAt, usedAt: userInvitations.usedAt, email: users.email })
        .from(userInvitations)
        .innerJoin(users, eq(users.id, userInvitations.userId))
        .where(and(eq(userInvitations.tokenHash, tokenHash), isNull(userInvitations.usedAt)))
        .limit(1);
      return row;
    },

    async usePassword(tokenHash: string, userId: number, passwordHash: string, now: Date, tx: Executor) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx.update(userInvitations).set({ usedAt: now }).where(eq(userInvitations.tokenHash, tokenHash));
      // Any other link sent to the same user stops working too.
      await tx.update(userInvitations).set({ usedAt: now }).where(and(eq(userInvitations.userId, userId), isNull(userInvitations.usedAt)));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

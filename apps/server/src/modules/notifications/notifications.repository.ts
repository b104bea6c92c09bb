import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, notifications } from '../../db/schema/index';

export interface NewContactMessage {
  organisationId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  createdAt: Date;
}

export interface NewNotification {
  organisationId: number;
  userId: number;
  title: string;
  text: string;
  fullDescription: string;
  logDateTime: Date;
}

export function createNotificationsRepository(db: Executor) {
  return {
    /** `executor`: a caller's transaction, so a notification is written with the change it reports or not at all. */
    async insertNotification(notification: NewNotification, executor: Executor = db): Promise<number> {
      const [row] = await executor.insert(notifications).values(notification).returning({ id: notifications.id });
      return row!.id;
    },
    async countUnreadForUser(organisationId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.organisationId, organisationId), eq(notifications.userId, userId), eq(notifications.hasRead, false)));
      return row?.count ?? 0;
    },
    /** The user's notifications, newest first (spec 3 §2.8), and how many there are. */
    async listForUser(organisationId: number, userId: number, skip: number, take: number) {
      const mine = and(eq(notifications.organisationId, organisationId), eq(notifications.userId, userId));
      const [rows, [total]] = await Promise.all([
        db.select().from(notifications).where(mine).orderBy(desc(notifications.logDateTime), desc(notifications.id)).limit(take).offset(skip),
        db.select({ count: count() }).from(notifications).where(mine),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
    async findForUser(organisationId: number, userId: number, id: number) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.organisationId, organisationId), eq(notifications.userId, userId)));
      return row;
    },
    /** Marks the user's own notifications among `ids` read; anyone else's are left alone. */
    async markRead(organisationId: number, userId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(notifications)
        .set({ hasRead: true })
        .where(and(inArray(notifications.id, [...ids]), eq(notifications.organisationId, organisationId), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async deleteForUser(organisationId: number, userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.organisationId, organisationId), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async insertContactMessage(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

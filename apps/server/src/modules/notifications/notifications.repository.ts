import { and, count, eq } from 'drizzle-orm';
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
    async insertContactMessage(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { useSignedInApp } from '../../test/signed-in-app';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

function service() {
  return createNotificationsService({
    notificationsRepository: createNotificationsRepository(t.db),
    mail: { name: 'outbox', send: async () => ({ outboxId: 0, state: 'sent' }) },
    supportEmail: 'support@example.test',
    messageAllowance: { spendOne: async () => {} } as never,
    clock: fixedClock('2026-11-24T10:00:00Z'),
  });
}

const unread = async () => (await t.get(admin, '/NotificationTriggerLog/UnreadNotifications')).json().count as number;

describe('notificationsService.raise', () => {
  it('adds an unread notification for the user, dated by the clock, counted in the badge', async () => {
    const before = await unread();
    const id = await service().raise({ organisationId: 1, userId: 1, title: 'Order placed', text: 'Your order SF-1 was placed.' });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ title: 'Order placed', fullDescription: 'Your order SF-1 was placed.', hasRead: false });
    expect(row?.logDateTime.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(await unread()).toBe(before + 1);
  });

  it("is written in the caller's transaction: rolled back with it", async () => {
    const title = 'Rolled back with its change';
    await t.db
      .transaction(async (tx) => {
        await service().raise({ organisationId: 1, userId: 1, title, text: 'never seen' }, tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    const rows = await t.db.select().from(notifications).where(and(eq(notifications.userId, 1), eq(notifications.title, title)));
    expect(rows).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const acmeRows = () => t.db.select().from(notifications).where(and(eq(notifications.organisationId, 1), eq(notifications.userId, 1))).orderBy(desc(notifications.logDateTime), desc(notifications.id));
const unread = async (session = admin) => (await t.get(session, '/NotificationTriggerLog/UnreadNotifications')).json().count as number;

describe('GET /NotificationTriggerLog/GetData', () => {
  it('pages the user’s notifications newest first, 10 by default, with their count (spec 3 §2.8)', async () => {
    const rows = await acmeRows();
    const page = (await t.get(admin, '/NotificationTriggerLog/GetData')).json();
    expect(page.count).toBe(rows.length);
    expect(page.collection.map((n: { notificationTriggerLogID: number }) => n.notificationTriggerLogID)).toEqual(rows.slice(0, 10).map((r) => r.id));
    expect(page.collection[0]).toEqual({
      notificationTriggerLogID: rows[0]!.id,
      hasRead: rows[0]!.hasRead,
      notificationTitle: rows[0]!.title,
      logDateTime: rows[0]!.logDateTime.toISOString(),
      computedNotificationText: rows[0]!.text,
      fullDescription: rows[0]!.fullDescription,
    });
    const second = (await t.get(admin, '/NotificationTriggerLog/GetData?skip=10&take=10')).json();
    expect(second.collection.map((n: { notificationTriggerLogID: number }) => n.notificationTriggerLogID)).toEqual(rows.slice(10, 20).map((r) => r.id));
  });

  it('shows another organisation none of them', async () => {
    expect((await t.get(fresh, '/NotificationTriggerLog/GetData')).json()).toEqual({ collection: [], count: 0 });
  });

  it.each(['skip=-1', 'take=0', 'take=1000', 'skip=abc'])('answers 400 for %s', async (query) => {
    expect((await t.get(admin, `/NotificationTriggerLog/GetData?${query}`)).statusCode).toBe(400);
  });
});

describe('GET /NotificationTriggerLog/Get/{id}', () => {
  it('answers one notification with its long description', async () => {
    const [row] = await acmeRows();
    const response = await t.get(admin, `/NotificationTriggerLog/Get/${row!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notificationTitle: row!.title, fullDescription: row!.fullDescription });
  });
  it('is a 404 for another user’s notification and for a missing one, 400 for a bad id', async () => {
    const [row] = await acmeRows();
    const foreign = await t.get(fresh, `/NotificationTriggerLog/Get/${row!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(row!.title);
    expect((await t.get(admin, '/NotificationTriggerLog/Get/2147483647')).statusCode).toBe(404);
    expect((await t.get(admin, '/NotificationTriggerLog/Get/abc')).statusCode).toBe(400);
  });
});

describe('POST /NotificationTriggerLog/MarkAsRead', () => {
  it('marks the user’s own notifications read (the badge drops) and leaves anyone else’s alone', async () => {
    const rows = (await acmeRows()).filter((row) => !row.hasRead);
    expect(rows.length).toBeGreaterThan(1);
    const before = await unread();
    const foreign = await t.post(fresh, '/NotificationTriggerLog/MarkAsRead', { notificationIds: [rows[0]!.id] });
    expect(foreign.json()).toEqual({ success: true });
    expect(await unread()).toBe(before);
    expect((await t.post(admin, '/NotificationTriggerLog/MarkAsRead', { notificationIds: [rows[0]!.id, rows[1]!.id] })).json()).toEqual({ success: true });
    expect(await unread()).toBe(before - 2);
    // Twice is the same as once.
    await t.post(admin, '/NotificationTriggerLog/MarkAsRead', { notificationIds: [rows[0]!.id] });
    expect(await unread()).toBe(before - 2);
  });
  it.each([[{}], [{ notificationIds: ['x'] }], [{ notificationIds: [-1] }]])('answers 400 for %o', async (body) => {
    expect((await t.post(admin, '/NotificationTriggerLog/MarkAsRead', body)).statusCode).toBe(400);
  });
});

describe('DELETE /NotificationTriggerLog/Delete', () => {
  it('deletes the user’s own notification once; another user’s is a 404 and stays', async () => {
    const [row] = await acmeRows();
    const foreign = await t.delete(fresh, `/NotificationTriggerLog/Delete?id=${row!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await acmeRows()).map((r) => r.id)).toContain(row!.id);
    expect((await t.delete(admin, `/NotificationTriggerLog/Delete?id=${row!.id}`)).json()).toEqual({ success: true });
    expect((await acmeRows()).map((r) => r.id)).not.toContain(row!.id);
    expect((await t.delete(admin, `/NotificationTriggerLog/Delete?id=${row!.id}`)).statusCode).toBe(404);
    expect((await t.delete(admin, '/NotificationTriggerLog/Delete?id=x')).statusCode).toBe(400);
  });
});

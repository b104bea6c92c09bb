import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, orderExports } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { useSignedInApp } from '../../test/signed-in-app';

/*
 * The export's e-mailed link (spec 1 §5) starts with PUBLIC_URL, like invitations (lib/link-origin.ts): never with
 * the Host header a client sends, which could point the link at someone else's site.
 */
const t = useSignedInApp({ as: ['admin'], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' } });

describe('the export link', () => {
  it('starts with the configured origin whatever Host the request names', async () => {
    const taskId = randomUUID();
    const ukDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
    const response = await t.inject(t.sessions.admin, {
      method: 'POST',
      url: '/Basket/BatchDownloadInvoice',
      headers: { host: 'attacker.example' },
      payload: { from: ukDate(new Date(Date.now() - 30 * 86_400_000)), to: ukDate(new Date()), taskId, type: 'pdf-zip' },
    });
    expect(response.statusCode).toBe(200);
    let fileId = '';
    await eventually(async () => {
      const [row] = await t.db.select().from(orderExports).where(eq(orderExports.taskId, taskId));
      expect(row?.state).toBe('ready');
      fileId = row!.fileId;
    }, 30_000);
    // The mail is queued after the export is marked ready (a separate step): wait for it rather than race it.
    let textBody = '';
    await eventually(async () => {
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.organisationId, 1)).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail?.textBody).toContain(`https://shop.example/exportedOrder?fileId=${fileId}`);
      textBody = mail!.textBody;
    }, 30_000);
    expect(textBody).not.toContain('attacker.example');
  });
});

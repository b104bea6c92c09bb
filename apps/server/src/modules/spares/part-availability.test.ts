import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PartAvailabilityResponse } from '@sparesfinder/contracts/spares';
import { rowsOf } from '../../db/rows';
import { eventually } from '../../test/eventually';
import { useSignedInApp } from '../../test/signed-in-app';
import { partAvailabilityCheck } from './part-availability.job';

/** spec 3 §7 "Subscribe to part availability" and §4.10 ('Item Obsolete' opens an availability request). */
const t = useSignedInApp({ as: ['admin', 'electrical'] });
const { admin, electrical } = t.sessions;
const path = '/SparesAvailability/SubscribePartAvailability';
const obsolete = { manufacturerPartNumber: 'CAL-OBS-001', description: 'Obsolete part', imageUrl: '/images/products/CAL-OBS-001.svg', iBasisAppliance: 'Caldera Combi 30i', iBasisGCN: '4799901', iBasisApplianceGC: '4799901' };

const requestsFor = (mpn: string) =>
  rowsOf<{ id: number; organisationId: number; notifiedAt: Date | null; selectedBranchId: number | null }>(
    t.db,
    sql`SELECT id, organisation_id AS "organisationId", notified_at AS "notifiedAt", selected_branch_id AS "selectedBranchId" FROM part_availability_requests WHERE manufacturer_part_number = ${mpn} ORDER BY id`,
  );
const mailsAbout = async (mpn: string) => (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE ${`%: ${mpn}`}`))[0]!.n;

describe('POST /SparesAvailability/SubscribePartAvailability', () => {
  it('stores the request once per organisation and part, mails the team once, and answers the same request again', async () => {
    const first = await t.post(admin, path, obsolete);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<PartAvailabilityResponse>();
    expect(answer).toMatchObject({ success: true, message: 'Thank you. We will let you know when this part becomes available.' });
    // A double click, a retry and two tabs at once: still one request and one e-mail.
    const again = await Promise.all([t.post(admin, path, obsolete), t.post(admin, path, obsolete), t.post(admin, path, obsolete)]);
    expect(again.map((r) => r.json<PartAvailabilityResponse>().requestId)).toEqual([answer.requestId, answer.requestId, answer.requestId]);
    expect(await requestsFor('CAL-OBS-001')).toHaveLength(1);
    expect(await mailsAbout('CAL-OBS-001')).toBe(1);

    // Another organisation asking for the same part has its own request.
    const theirs = await t.post(electrical, path, obsolete);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<PartAvailabilityResponse>().requestId).not.toBe(answer.requestId);
    expect(await requestsFor('CAL-OBS-001')).toHaveLength(2);
  });

  it('the stock watcher raises a notification when stock returns, once', async () => {
    const [part] = await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM products WHERE mpn = 'CAL-87161'`);
    const response = await t.post(admin, path, { manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve assembly' });
    const { requestId } = response.json<PartAvailabilityResponse>();
    const notificationsBefore = (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM notifications WHERE title = 'Part available again'`))[0]!.n;
    // CAL-87161 is in stock at most branches: the check (run now instead of in 15 minutes) finds it.
    const stocked = await rowsOf(t.db, sql`SELECT 1 FROM branch_stock WHERE product_id = ${part!.id} AND qty > 0 LIMIT 1`);
    expect(stocked).toHaveLength(1);
    await t.jobs.enqueue(partAvailabilityCheck, { requestId, armedAt: 1, round: 0 });
    await t.jobs.enqueue(partAvailabilityCheck, { requestId, armedAt: 2, round: 0 });
    await eventually(async () => {
      const [row] = await rowsOf<{ notifiedAt: Date | null }>(t.db, sql`SELECT notified_at AS "notifiedAt" FROM part_availability_requests WHERE id = ${requestId}`);
      expect(row!.notifiedAt).not.toBeNull();
    }, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const notificationsAfter = (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM notifications WHERE title = 'Part available again'`))[0]!.n;
    expect(notificationsAfter).toBe(notificationsBefore + 1);
  });

  it('a part without stock stays waiting', async () => {
    const [waiting] = await requestsFor('CAL-OBS-001');
    const stock = await rowsOf(t.db, sql`SELECT 1 FROM branch_stock bs JOIN products p ON p.id = bs.product_id WHERE p.mpn = 'CAL-OBS-001' AND bs.qty > 0`);
    if (stock.length > 0) return; // the seed stocks it: nothing to show here
    const job = await t.jobs.enqueue(partAvailabilityCheck, { requestId: waiting!.id, armedAt: 3, round: 0 });
    await eventually(async () => expect((await t.jobs.inspect(partAvailabilityCheck, job.jobId))?.state).toBe('completed'), 20_000);
    expect((await requestsFor('CAL-OBS-001'))[0]!.notifiedAt).toBeNull();
  });

  it('400 for missing fields, 404 for an unknown part', async () => {
    const bad = await t.post(admin, path, { description: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('manufacturerPartNumber');
    expect((await t.post(admin, path, { ...obsolete, selectedBranchId: 'abc' })).statusCode).toBe(400);
    expect((await t.post(admin, path, { manufacturerPartNumber: 'NO-SUCH-PART', description: 'x' })).statusCode).toBe(404);
  });
});

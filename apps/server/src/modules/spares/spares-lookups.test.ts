import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppliancesResponse, DiagramPartsResponse, DiagramsResponse, ManufacturersResponse, PartTypesResponse } from '@sparesfinder/contracts/spares';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';

/** spec 3 §7 Spares finder: the dropdowns' lists, diagrams, their parts and the manual, against the mini world. */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const json = async <T>(url: string): Promise<T> => {
  const response = await t.get(admin, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const caldera = async () => (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM manufacturers WHERE name = 'Caldera'`))[0]!.id;
const combi30i = async () => (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM appliances WHERE name = 'Caldera Combi 30i'`))[0]!.id;

describe('GET /SparesFinder/GetManufacturers', () => {
  it('lists every maker with appliances, A-Z, Caldera among them', async () => {
    const { collection } = await json<ManufacturersResponse>('/SparesFinder/GetManufacturers');
    const expected = await rowsOf<{ id: number; name: string }>(t.db, sql`SELECT DISTINCT m.id, m.name FROM manufacturers m JOIN appliances a ON a.manufacturer_id = m.id ORDER BY m.name, m.id`);
    expect(collection).toEqual(expected);
    expect(collection.map((m) => m.name)).toContain('Caldera');
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/SparesFinder/GetManufacturers' })).statusCode).toBe(401);
  });
});

describe('GET /SparesFinder/GetAppliances', () => {
  it("lists the maker's appliances with GC numbers and whether they have a manual", async () => {
    const { collection } = await json<AppliancesResponse>(`/SparesFinder/GetAppliances?manufacturerId=${await caldera()}`);
    const combi = collection.find((a) => a.name === 'Caldera Combi 30i');
    expect(combi).toMatchObject({ gcNumber: '4799901', manufacturer: 'Caldera', hasManual: true });
    expect(collection.filter((a) => a.gcNumber === '4799902').map((a) => a.name).sort()).toEqual(['Caldera System 24', 'Caldera System 24 LPG']);
    expect(collection.map((a) => a.name)).toEqual([...collection.map((a) => a.name)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it.each(['', 'abc', '0', '-1', '1.5', '99999999999'])('manufacturerId=%j is a 400', async (value) => {
    const response = await t.get(admin, `/SparesFinder/GetAppliances?manufacturerId=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('manufacturerId');
  });

  it('an unknown maker is a 404', async () => {
    expect((await t.get(admin, '/SparesFinder/GetAppliances?manufacturerId=999999')).statusCode).toBe(404);
  });
});

describe('GET /SparesFinder/GetPartTypes', () => {
  it('lists the part types of the parts that fit the appliance, Diverter Valve among them', async () => {
    const { collection } = await json<PartTypesResponse>(`/SparesFinder/GetPartTypes?applianceId=${await combi30i()}`);
    expect(collection.map((p) => p.name)).toContain('Diverter Valve');
    const expected = await rowsOf<{ n: number }>(t.db, sql`SELECT count(DISTINCT p.part_type_id)::int AS n FROM appliance_parts ap JOIN products p ON p.id = ap.product_id WHERE ap.appliance_id = ${await combi30i()} AND p.part_type_id IS NOT NULL`);
    expect(collection).toHaveLength(expected[0]!.n);
  });

  it('400 for a bad id, 404 for an unknown appliance', async () => {
    expect((await t.get(admin, '/SparesFinder/GetPartTypes')).statusCode).toBe(400);
    expect((await t.get(admin, '/SparesFinder/GetPartTypes?applianceId=999999')).statusCode).toBe(404);
  });
});

describe('diagrams', () => {
  it('GetDiagrams lists the appliance diagrams numbered 1..n; GetDiagramParts lists their parts by placement', async () => {
    const applianceId = await combi30i();
    const diagrams = await json<DiagramsResponse>(`/SparesFinder/GetDiagrams?applianceId=${applianceId}`);
    expect(diagrams.appliance.name).toBe('Caldera Combi 30i');
    expect(diagrams.collection.length).toBeGreaterThan(0);
    expect(diagrams.collection.map((d) => d.pnum)).toEqual(diagrams.collection.map((_, i) => i + 1));
    expect(diagrams.collection[0]).toMatchObject({ man: 'Caldera', app: 'Caldera Combi 30i' });
    // The picture numbers as many callouts as the diagram has parts (media/diagram-image.ts).
    for (const diagram of diagrams.collection) expect(diagram.diagram_url).toMatch(/^\/images\/diagrams\/\d+\.svg\?callouts=\d+$/);

    const seen: string[] = [];
    for (const diagram of diagrams.collection) {
      const parts = await json<DiagramPartsResponse>(`/SparesFinder/GetDiagramParts?diagramId=${diagram.diagramid}`);
      expect(parts.diagram).toEqual(diagram);
      const refs = parts.collection.map((p) => Number(p.diagram_placement_ref));
      expect(refs).toEqual([...refs].sort((a, b) => a - b));
      expect(refs.length, diagram.diagram_url).toBe(Number(/callouts=(\d+)$/.exec(diagram.diagram_url)?.[1]));
      expect(parts.collection.every((p) => p.appid === applianceId)).toBe(true);
      seen.push(...parts.collection.map((p) => p.mpn));
    }
    expect(seen).toContain('CAL-87161');
    const fitted = await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM appliance_parts WHERE appliance_id = ${applianceId} AND diagram_id IS NOT NULL`);
    expect(seen).toHaveLength(fitted[0]!.n);
  });

  it('400 for bad ids, 404 for unknown ones', async () => {
    expect((await t.get(admin, '/SparesFinder/GetDiagrams?applianceId=x')).statusCode).toBe(400);
    expect((await t.get(admin, '/SparesFinder/GetDiagrams?applianceId=999999')).statusCode).toBe(404);
    expect((await t.get(admin, '/SparesFinder/GetDiagramParts?diagramId=0')).statusCode).toBe(400);
    expect((await t.get(admin, '/SparesFinder/GetDiagramParts?diagramId=99999999')).statusCode).toBe(404);
  });
});

describe('GET /SparesFinder/GetManual', () => {
  it('answers the appliance document as a PDF', async () => {
    const response = await t.get(admin, `/SparesFinder/GetManual?applianceId=${await combi30i()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('404 for an appliance without a manual or unknown, 400 for a bad id', async () => {
    const [without] = await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM appliances WHERE NOT has_manual ORDER BY id LIMIT 1`);
    if (without) expect((await t.get(admin, `/SparesFinder/GetManual?applianceId=${without.id}`)).statusCode).toBe(404);
    expect((await t.get(admin, '/SparesFinder/GetManual?applianceId=999999')).statusCode).toBe(404);
    expect((await t.get(admin, '/SparesFinder/GetManual?applianceId=')).statusCode).toBe(400);
  });
});

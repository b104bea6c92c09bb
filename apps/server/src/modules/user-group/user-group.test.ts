import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '@sparesfinder/domain/menu-tree';
import { eq } from 'drizzle-orm';
import { userGroups } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'electrical'] });
const { admin: acme, electrical: spark } = t.sessions;
const acmeId = 1;
const sparkId = 3;

describe('user group', () => {
  it("GET /GetUserGroup answers the session's group", async () => {
    const response = await t.get(acme, '/GetUserGroup');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, allowSpares: true, searchUrl: '/Spares' });
  });

  it('GET /UserGroup/GetByOrganisation answers the electrical services variant for Spark', async () => {
    const response = await t.get(spark, `/UserGroup/GetByOrganisation?organisationId=${sparkId}`);
    expect(response.json()).toMatchObject({ id: 4, allowSpares: false });
  });

  it('GET /GetBannerText answers HTML or noshow', async () => {
    expect((await t.get(acme, `/GetBannerText?organisationId=${acmeId}`)).json().bannerText).not.toBe('noshow');
    expect((await t.get(spark, `/GetBannerText?organisationId=${sparkId}`)).json()).toEqual({ bannerText: 'noshow' });
  });

  it('GET /GetBannerText answers the stored text through the allow-list; nothing left of it is noshow', async () => {
    const [group] = await t.db.select({ id: userGroups.id, bannerText: userGroups.bannerText }).from(userGroups).where(eq(userGroups.id, 1));
    const setBanner = (bannerText: string) => t.db.update(userGroups).set({ bannerText }).where(eq(userGroups.id, group!.id));
    try {
      await setBanner('<b onclick="steal()">Sale</b> now<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">here</a>');
      expect((await t.get(acme, `/GetBannerText?organisationId=${acmeId}`)).json()).toEqual({ bannerText: '<b>Sale</b> now <a>here</a>' });
      await setBanner('<script>alert(1)</script> ');
      expect((await t.get(acme, `/GetBannerText?organisationId=${acmeId}`)).json()).toEqual({ bannerText: 'noshow' });
    } finally {
      await setBanner(group!.bannerText);
    }
  });

  it('GET /GetMenuItems answers the flat three-level classification list', async () => {
    const response = await t.get(acme, `/GetMenuItems?organisationId=${acmeId}`);
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: number; parentId: number | null; name: string; url: string }[];
    expect(items.length).toBeGreaterThan(3);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'name', 'parentId', 'url']);
    const tree = buildMenuTree(items);
    const valves = tree.find((node) => node.name === 'Valves') ?? tree.flatMap((n) => n.children).find((n) => n.name === 'Valves');
    expect(valves?.children.map((n) => n.name)).toContain('Isolating Valves');
  });
});

describe('organisationId query (never another organisation)', () => {
  it.each(['/UserGroup/GetByOrganisation', '/GetMenuItems', '/GetBannerText'])('%s with another organisation is 404', async (path) => {
    const response = await t.get(acme, `${path}?organisationId=${sparkId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each(['', '?organisationId=abc', '?organisationId=-1', '?organisationId=1.5'])('GetMenuItems%s is 400 with a field error', async (query) => {
    const response = await t.get(acme, `/GetMenuItems${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.organisationId).toBeDefined();
  });
});

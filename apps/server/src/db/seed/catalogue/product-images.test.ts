import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../../../modules/media/media.routes';
import { createSeedContext } from '../seed-context';
import { anchorIds, describeProduct, planLayout } from './catalogue-plan';
import { buildClassifications } from './classifications';
import { productImageUrl } from './product-images';

const layout = planLayout(createSeedContext('demo', 1, new Date('2026-01-01'), ''), buildClassifications());
const urlOf = (id: number) => productImageUrl(layout, describeProduct(layout, id));

describe('every seeded product has a picture of what it is, by its brand (issue #11)', () => {
  it('draws the anchors as themselves', () => {
    expect(urlOf(anchorIds.diverterValve)).toBe('/images/products/diverter-valve/Caldera/CAL-87161.svg');
    expect(urlOf(anchorIds.obsoletePart)).toBe('/images/products/pcb/Caldera/CAL-OBS-001.svg');
    expect(urlOf(anchorIds.diverterValvePattern)).toBe('/images/products/diverter-valve/Heatline/HLM-CAL87161.svg');
    expect(urlOf(anchorIds.isolatingValve)).toBe('/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg');
  });

  it('gives no demo product the generic picture, and the media route draws them all', async () => {
    const app = Fastify({ logger: false });
    await app.register(mediaRoutes);
    const kinds = new Set<string>();
    for (let id = 1; id <= layout.productCount; id += 7) {
      const url = urlOf(id);
      const kind = url.split('/')[3] as string;
      expect(kind, url).not.toBe('part');
      if (kinds.has(kind) && id % 70 !== 1) continue;
      kinds.add(kind);
      expect((await app.inject(`${url}?w=160`)).statusCode, url).toBe(200);
    }
    expect(kinds.size).toBeGreaterThan(50);
    await app.close();
  });
});

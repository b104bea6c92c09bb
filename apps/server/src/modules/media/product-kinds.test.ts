import { describe, expect, it } from 'vitest';
import { partTypeDefinitions } from '../../db/seed/names/part-types';
import { shopTree, type ShopNode } from '../../db/seed/names/shop-tree';
import { productDrawings, productImageSvg } from './product-image';
import { finishNames, isFinish } from './drawing-paint';
import { drawingKinds, finishOf, kindOfMpn, kindOfPartType, productImagePath } from './product-kinds';

const familyPrefixes = (nodes: readonly ShopNode[]): string[] =>
  nodes.flatMap((node) => [...(node.families ?? []).map((f) => f.mpnPrefix), ...familyPrefixes(node.children ?? [])]);

const drawingOf = (kind: (typeof drawingKinds)[number]) => {
  const svg = productImageSvg({ kind, brand: 'Caldera', mpn: 'CAL-1' });
  return svg.slice(svg.indexOf('</defs>')); // the shared gradients aside
};

describe('product kinds → drawings', () => {
  it.each(partTypeDefinitions.map((t) => t.name))('spare part type %s has its own drawing', (name) => {
    const kind = kindOfPartType(name);
    expect(kind).not.toBe('part');
    expect(productDrawings[kind]).toBeTypeOf('function');
  });

  it.each([...familyPrefixes(shopTree), 'GEN'])('general family %s has its own drawing', (prefix) => {
    const kind = kindOfMpn(`${prefix}-100001`);
    expect(kind).not.toBe('part');
    expect(productDrawings[kind]).toBeTypeOf('function');
  });

  it('draws every kind, and no two kinds alike', () => {
    expect(Object.keys(productDrawings).sort()).toEqual([...drawingKinds].sort());
    const pictures = new Set(drawingKinds.map(drawingOf));
    expect(pictures.size).toBe(drawingKinds.length);
  });

  it('keeps a diverter valve, a pump, a PCB, a radiator, a cylinder and cable apart', () => {
    expect(kindOfPartType('Diverter Valve')).toBe('diverter-valve');
    expect(kindOfPartType('Pump')).toBe('pump');
    expect(kindOfPartType('PCB')).toBe('pcb');
    expect(kindOfMpn('RAD22-100004')).toBe('radiator');
    expect(kindOfMpn('UVI-100004')).toBe('cylinder');
    expect(kindOfMpn('TE-100004')).toBe('cable-reel');
  });

  it('puts the brand on the part in its colours, the same picture every time', () => {
    const caldera = productImageSvg({ kind: 'pump', brand: 'Caldera', mpn: 'CAL-10001' });
    const voltex = productImageSvg({ kind: 'pump', brand: 'Voltex', mpn: 'CAL-10001' });
    expect(caldera).toContain('>Caldera</text>');
    expect(caldera).toContain('#c8102e'); // Caldera red
    expect(voltex).not.toContain('#c8102e');
    expect(productImageSvg({ kind: 'pump', brand: 'Caldera', mpn: 'CAL-10001' })).toBe(caldera);
  });

  it('escapes the brand and sizes the picture', () => {
    const svg = productImageSvg({ kind: 'trv', brand: 'Milford & Hale', mpn: 'X-1' }, 1280);
    expect(svg).toContain('Milford &amp; Hale');
    expect(svg).toContain('width="1280" height="1280" viewBox="0 0 400 400"');
  });

  it('reads every finish and colour of the catalogue that a drawing can show', () => {
    const values = new Set<string>();
    const walk = (nodes: readonly ShopNode[]): void => {
      for (const node of nodes) {
        for (const family of node.families ?? []) for (const name of ['Finish', 'Colour']) for (const value of family.attributes[name] ?? []) values.add(value);
        walk(node.children ?? []);
      }
    };
    walk(shopTree);
    const unknown = [...values].filter((value) => !isFinish(finishOf(value) ?? ''));
    expect(unknown.sort()).toEqual(['Clear', 'Cool white', 'Daylight', 'Warm white']); // light colours and clear sealant, not finishes
    expect(finishOf('Polished Chrome')).toBe('chrome');
    expect(finishOf('Matt Black')).toBe('black');
    expect(finishOf('Raw metal lacquer')).toBe('brushed-steel');
    expect(finishNames).toContain('antique-brass');
  });

  it('draws a socket in its finish', () => {
    const white = productImageSvg({ kind: 'socket', brand: 'Voltex', mpn: 'SKT-1', finish: 'white' });
    const black = productImageSvg({ kind: 'socket', brand: 'Voltex', mpn: 'SKT-1', finish: 'black' });
    expect(black).not.toBe(white);
    expect(black).toContain('fill="url(#finish)"');
  });

  it('names the picture in its URL', () => {
    expect(productImagePath('socket', 'Voltex', 'SKT-100049', 'antique-brass')).toBe('/images/products/socket/Voltex/antique-brass/SKT-100049.svg');
    expect(productImagePath('diverter-valve', 'Milford & Hale', 'CAL-87161')).toBe('/images/products/diverter-valve/Milford%20%26%20Hale/CAL-87161.svg');
  });

  it('draws a picture in well under a millisecond', () => {
    const started = performance.now();
    for (let i = 0; i < 500; i++) productImageSvg({ kind: drawingKinds[i % drawingKinds.length] ?? 'part', brand: 'Caldera', mpn: `CAL-${i}` }, 320);
    expect((performance.now() - started) / 500).toBeLessThan(2); // ~0.15 ms measured; generous for a busy CI
  });
});

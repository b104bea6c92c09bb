import { Random } from '../../db/seed/random';
import { fontStack, hashText, svgDocument } from './svg';

const diagramKinds = ['Hydraulic Assembly', 'Combustion', 'Controls', 'Casing & Flue'] as const;

/** The most callouts a drawing takes (`?callouts=`): a diagram's parts are numbered from 1, a few dozen at most. */
export const maxDiagramCallouts = 40;

/**
 * An exploded-diagram style drawing for diagram `id`: component outlines pulled apart along an axis, each with a
 * leader line to a numbered callout. Callouts run 1..`calloutCount`: the demo seed numbers a diagram's parts from 1 and
 * names their count in the diagram's URL, so every callout has its part in the spares finder (spec 3 §2.2) and no
 * part's placement ref is missing from the picture. Without a count (a URL from before): 10-15 callouts.
 */
export function diagramSvg(id: number, calloutCount?: number): string {
  const random = new Random(hashText(`diagram-${id}`));
  const kind = diagramKinds[(id - 1 + diagramKinds.length) % diagramKinds.length] ?? 'Controls';
  const drawn = 10 + random.int(0, 5);
  const count = calloutCount ?? drawn;
  const parts: string[] = [];
  const callouts: string[] = [];
  const stroke = '#334155';
  // Casing outline behind the exploded parts.
  parts.push(`<rect x="250" y="60" width="300" height="480" rx="14" fill="none" stroke="#94a3b8" stroke-width="3" stroke-dasharray="10 8"/>`);
  parts.push(`<path d="M400 40 V560" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="4 6"/>`);
  for (let n = 1; n <= count; n++) {
    const y = count > 1 ? 70 + ((n - 1) * 460) / (count - 1) : 300;
    const x = 330 + random.int(0, 140);
    const shape = random.int(0, 3);
    const w = random.int(36, 90);
    const h = random.int(18, 36);
    if (shape === 0) parts.push(`<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="4" fill="#f1f5f9" stroke="${stroke}" stroke-width="2.5"/>`);
    else if (shape === 1) parts.push(`<circle cx="${x}" cy="${y}" r="${h / 1.4}" fill="#f1f5f9" stroke="${stroke}" stroke-width="2.5"/><circle cx="${x}" cy="${y}" r="${h / 3.5}" fill="none" stroke="${stroke}" stroke-width="2"/>`);
    else if (shape === 2) parts.push(`<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2.2}" fill="#f1f5f9" stroke="${stroke}" stroke-width="2.5"/>`);
    else parts.push(`<path d="M${x - w / 2} ${y + h / 2} L${x} ${y - h / 2} L${x + w / 2} ${y + h / 2} Z" fill="#f1f5f9" stroke="${stroke}" stroke-width="2.5"/>`);
    const left = n % 2 === 1;
    const cx = left ? 120 : 680;
    const half = shape === 1 ? h / 1.4 : w / 2; // where the leader line meets the outline
    const edge = left ? x - half : x + half;
    callouts.push(
      `<path d="M${edge} ${y} L${cx + (left ? 22 : -22)} ${y}" stroke="#64748b" stroke-width="1.5"/>` +
        `<circle cx="${cx}" cy="${y}" r="20" fill="#ffffff" stroke="#1e3a5f" stroke-width="2.5"/>` +
        `<text x="${cx}" y="${y + 7}" text-anchor="middle" font-family="${fontStack}" font-size="19" font-weight="700" fill="#1e3a5f">${n}</text>`,
    );
  }
  const body =
    `<rect width="800" height="620" fill="#ffffff"/>` +
    `<text x="24" y="34" font-family="${fontStack}" font-size="20" font-weight="700" fill="#1e293b">${kind.replace('&', '&amp;')}</text>` +
    `<text x="776" y="34" text-anchor="end" font-family="${fontStack}" font-size="14" fill="#64748b">Diagram ${id}</text>` +
    parts.join('') +
    callouts.join('');
  return svgDocument(800, 620, body, `${kind} diagram ${id}`);
}

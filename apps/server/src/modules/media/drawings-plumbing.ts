import { fill, line, nut, type Paint, pipe, stroke, text, thin } from './drawing-paint';
import type { DrawingKind } from './product-kinds';

type Draw = (p: Paint) => string;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const elbow = (material: string, width: number) =>
  `<path d="M110 320 V180 a70 70 0 0 1 70 -70 H320" fill="none" stroke="${line}" stroke-width="${width + 6}"/><path d="M110 320 V180 a70 70 0 0 1 70 -70 H320" fill="none" stroke="${material}" stroke-width="${width}"/>`;

/** Fittings, pipe, wastes and valves. */
export const plumbingDrawings: Partial<Record<DrawingKind, Draw>> = {
  'copper-fitting': (p) =>
    elbow('#c8733d', 56) + `<path d="M96 190 V180 a84 84 0 0 1 10 -40" fill="none" stroke="#f3b48a" stroke-width="8" stroke-opacity="0.7"/>` +
    `<rect x="78" y="290" width="64" height="26" rx="3" fill="${fill.copper}" ${stroke}/><rect x="294" y="78" width="26" height="64" rx="3" fill="${fill.copper}" ${stroke}/>` + p.badge(250, 250, 110, 24),
  'compression-fitting': (p) =>
    elbow(p.surface('#caa035'), 48) + nut(110, 300, 70, 36, p.surface(fill.brass)) + nut(300, 110, 36, 70, p.surface(fill.brass)) + `<rect x="80" y="330" width="60" height="10" fill="${fill.copper}"/>` + p.badge(250, 250, 110, 24),
  'push-fit-fitting': (p) =>
    pipe(60, 200, 340, 200, 60, p.surface(fill.white)) + pipe(200, 200, 200, 330, 60, p.surface(fill.white)) +
    [[70, 200, 20, 76], [330, 200, 20, 76], [200, 320, 76, 20]].map(([x, y, w, h]) => `<rect x="${(x as number) - (w as number) / 2}" y="${(y as number) - (h as number) / 2}" width="${w}" height="${h}" rx="4" fill="${p.palette.secondary}" ${stroke}/>`).join('') +
    `<rect x="140" y="150" width="120" height="22" fill="#eef1f4"/>` + p.badge(200, 200, 110, 26),
  'copper-tube': (p) =>
    range(3).map((i) => `<rect x="40" y="${150 + i * 40}" width="320" height="30" rx="4" fill="${fill.copper}" ${stroke}/><ellipse cx="360" cy="${165 + i * 40}" rx="8" ry="15" fill="#7c3f1d" ${thin}/>`).join('') +
    `<rect x="150" y="140" width="90" height="120" fill="${p.palette.primary}" fill-opacity="0.9"/>` + p.badge(195, 200, 84, 22) + text(195, 240, 13, 'TABLE X', '#ffffff'),
  trap: (p) =>
    pipe(80, 110, 200, 110, 46, fill.white) + `<rect x="170" y="80" width="80" height="60" rx="8" fill="${fill.white}" ${stroke}/>` +
    `<rect x="175" y="140" width="70" height="140" rx="18" fill="${fill.white}" ${stroke}/><rect x="168" y="260" width="84" height="40" rx="10" fill="#e5e7eb" ${stroke}/>` + pipe(210, 110, 210, 40, 36, fill.white) + p.badge(210, 200, 80, 22),
  'waste-pipe': (p) =>
    pipe(40, 230, 230, 230, 60, p.surface(fill.white)) + `<rect x="220" y="190" width="80" height="80" rx="10" fill="${p.surface(fill.white)}" ${stroke}/>` + pipe(260, 190, 260, 60, 60, p.surface(fill.white)) +
    `<rect x="225" y="60" width="70" height="20" rx="4" fill="#e5e7eb" ${stroke}/>` + p.badge(130, 230, 100, 24),
  'isolating-valve': (p) =>
    pipe(40, 210, 360, 210, 30, fill.copper) + nut(110, 210, 46, 64, p.surface(fill.chrome)) + nut(290, 210, 46, 64, p.surface(fill.chrome)) +
    `<rect x="132" y="180" width="136" height="60" rx="12" fill="${p.surface(fill.chrome)}" ${stroke}/><rect x="174" y="120" width="52" height="64" rx="6" fill="${p.surface(fill.chrome)}" ${stroke}/>` +
    `<ellipse cx="200" cy="120" rx="26" ry="9" fill="${p.surface(fill.chrome)}" ${stroke}/><path d="M184 120 h32" stroke="${line}" stroke-width="5" stroke-linecap="round"/>` + p.badge(200, 290, 110, 24),
  trv: (p) =>
    pipe(60, 280, 170, 280, 26, fill.copper) + nut(140, 280, 30, 50, p.surface(fill.chrome)) + `<rect x="160" y="240" width="90" height="70" rx="12" fill="${p.surface(fill.chrome)}" ${stroke}/>` +
    pipe(250, 280, 340, 280, 30, p.surface(fill.chrome)) + `<rect x="150" y="70" width="110" height="176" rx="24" fill="${fill.white}" ${stroke}/>` +
    range(6).map((i) => `<path d="M${162 + i * 18} 86 v150" stroke="#d5dbe2" stroke-width="6"/>`).join('') + text(205, 176, 36, '3', '#374151') + p.badge(205, 110, 86, 20),
  'lockshield-valve': (p) =>
    pipe(60, 260, 170, 260, 26, fill.copper) + nut(140, 260, 30, 50, p.surface(fill.chrome)) + `<rect x="160" y="220" width="90" height="70" rx="12" fill="${p.surface(fill.chrome)}" ${stroke}/>` +
    pipe(250, 260, 340, 260, 30, p.surface(fill.chrome)) + `<rect x="172" y="130" width="66" height="94" rx="14" fill="${p.surface(fill.chrome)}" ${stroke}/><ellipse cx="205" cy="130" rx="33" ry="10" fill="#e5e7eb" ${stroke}/>` + p.badge(205, 330, 110, 22),
  'zone-valve': (p) =>
    pipe(40, 270, 360, 270, 40, fill.brass) + nut(60, 270, 26, 56) + nut(340, 270, 26, 56) + `<rect x="150" y="232" width="100" height="60" rx="8" fill="${fill.brass}" ${stroke}/>` +
    `<rect x="110" y="70" width="180" height="160" rx="10" fill="${fill.white}" ${stroke}/><rect x="110" y="70" width="180" height="36" rx="10" fill="${fill.brand}"/>` +
    `<path d="M270 150 l40 -30" stroke="${line}" stroke-width="10" stroke-linecap="round"/>` + `<path d="M110 180 C70 190 60 150 40 140" fill="none" stroke="#f8fafc" stroke-width="12"/><path d="M110 180 C70 190 60 150 40 140" fill="none" stroke="#9ca3af" stroke-width="8"/>` +
    p.badge(200, 160, 110, 26),
  'valve-actuator': (p) =>
    `<rect x="100" y="80" width="200" height="200" rx="16" fill="${fill.white}" ${stroke}/><rect x="100" y="80" width="200" height="44" rx="16" fill="${fill.brand}"/>` +
    `<circle cx="200" cy="290" r="30" fill="${fill.dark}" ${stroke}/><path d="M280 190 l50 -30" stroke="${line}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M100 230 C60 240 50 300 80 330" fill="none" stroke="#9ca3af" stroke-width="10"/>` + p.badge(200, 190, 120, 28),
  'ball-valve': (p) =>
    pipe(40, 240, 360, 240, 40, fill.brass) + range(2).map((i) => nut(90 + i * 220, 240, 50, 70)).join('') + `<rect x="150" y="200" width="100" height="80" rx="20" fill="${fill.brass}" ${stroke}/>` +
    `<rect x="188" y="160" width="24" height="44" fill="${fill.chrome}" ${stroke}/><path d="M200 160 L350 150" stroke="${line}" stroke-width="30" stroke-linecap="round"/><path d="M200 160 L350 150" stroke="#d32f2f" stroke-width="24" stroke-linecap="round"/>` + p.badge(200, 310, 110, 24),
  'gate-valve': (p) =>
    pipe(40, 270, 360, 270, 44, fill.brass) + nut(70, 270, 40, 66) + nut(330, 270, 40, 66) + `<path d="M140 300 L160 200 H240 L260 300 Z" fill="${fill.brass}" ${stroke}/>` +
    `<rect x="190" y="110" width="20" height="94" fill="${fill.chrome}" ${stroke}/><ellipse cx="200" cy="104" rx="96" ry="22" fill="none" stroke="${line}" stroke-width="18"/><ellipse cx="200" cy="104" rx="96" ry="22" fill="none" stroke="#b91c1c" stroke-width="12"/>` + p.badge(200, 250, 84, 22),
  'check-valve': (p) =>
    pipe(40, 210, 360, 210, 32, fill.copper) + nut(100, 210, 40, 66) + nut(300, 210, 40, 66) + `<rect x="120" y="170" width="160" height="80" rx="20" fill="${fill.brass}" ${stroke}/>` +
    `<path d="M150 130 h100 l-20 -14 m20 14 l-20 14" fill="none" stroke="${line}" stroke-width="6"/>` + p.badge(200, 210, 110, 24),
};

import { fill, type Paint, pipe, stroke, text, thin } from './drawing-paint';
import type { DrawingKind } from './product-kinds';

type Draw = (p: Paint) => string;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const valveTail = (x: number, y: number) => `<rect x="${x - 9}" y="${y}" width="18" height="26" fill="${fill.chrome}" ${stroke}/>`;

/** Heating controls, radiators, boilers and cylinders. */
export const heatingDrawings: Partial<Record<DrawingKind, Draw>> = {
  'room-thermostat': (p) =>
    `<rect x="110" y="90" width="180" height="220" rx="22" fill="${p.surface(fill.white)}" ${stroke}/><rect x="134" y="120" width="132" height="80" rx="8" fill="#0f172a"/>` +
    text(200, 176, 40, '20.5°', '#e2e8f0', 600) + `<circle cx="160" cy="244" r="16" fill="#e5e7eb" ${thin}/><circle cx="240" cy="244" r="16" fill="#e5e7eb" ${thin}/>` +
    text(160, 251, 22, '–') + text(240, 251, 22, '+') + p.badge(200, 286, 90, 20),
  programmer: (p) =>
    `<rect x="60" y="110" width="280" height="180" rx="14" fill="${fill.white}" ${stroke}/><rect x="84" y="132" width="150" height="72" rx="6" fill="#c7e3c5" ${thin}/>` +
    text(159, 182, 36, '07:30', '#14321a', 600) + range(4).map((i) => `<rect x="${84 + i * 40}" y="222" width="30" height="20" rx="4" fill="#e5e7eb" ${thin}/>`).join('') +
    `<rect x="254" y="132" width="62" height="30" rx="6" fill="${fill.brand}" ${thin}/><rect x="254" y="172" width="62" height="30" rx="6" fill="${fill.brand}" ${thin}/>` +
    text(285, 153, 13, 'CH', '#ffffff') + text(285, 193, 13, 'HW', '#ffffff') + p.badge(200, 266, 100, 20),
  'smart-thermostat': (p) =>
    `<rect x="250" y="190" width="90" height="120" rx="12" fill="${p.surface(fill.white)}" ${stroke}/><circle cx="295" cy="220" r="6" fill="#22c55e"/>` +
    `<circle cx="160" cy="190" r="110" fill="${p.surface(fill.chrome)}" ${stroke}/><circle cx="160" cy="190" r="90" fill="#0b1220" ${stroke}/>` +
    `<path d="M92 230 A80 80 0 1 1 228 230" fill="none" stroke="${p.palette.primary}" stroke-width="8" stroke-linecap="round"/>` +
    text(160, 206, 52, '21°', '#f8fafc', 500) + p.badge(295, 280, 80, 20),
  'ufh-manifold': (p) =>
    pipe(60, 130, 340, 130, 32, fill.brass) + pipe(60, 240, 340, 240, 32, fill.brass) +
    range(5).map((i) => `<rect x="${96 + i * 52}" y="84" width="18" height="34" rx="4" fill="#e6f2fb" ${thin}/><rect x="${96 + i * 52}" y="74" width="18" height="12" rx="3" fill="#dc2626"/>` +
      pipe(105 + i * 52, 146, 105 + i * 52, 180, 14, fill.brass) + pipe(105 + i * 52, 256, 105 + i * 52, 300, 14, fill.brass) + `<rect x="${94 + i * 52}" y="200" width="22" height="24" rx="4" fill="#2563eb"/>`).join('') +
    `<rect x="30" y="110" width="30" height="150" rx="4" fill="${fill.dark}"/>` + p.badge(200, 330, 120, 22),
  'pipe-coil': (p) =>
    range(6).map((i) => `<ellipse cx="200" cy="${210 - i * 4}" rx="${140 - i * 10}" ry="${90 - i * 6}" fill="none" stroke="${p.surface(p.palette.secondary)}" stroke-width="14"/>`).join('') +
    range(6).map((i) => `<ellipse cx="200" cy="${210 - i * 4}" rx="${140 - i * 10}" ry="${90 - i * 6}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`).join('') +
    `<rect x="150" y="170" width="100" height="60" fill="#ffffff" ${stroke}/>` + p.badge(200, 200, 90, 24),
  'flue-kit': (p) =>
    `<rect x="40" y="170" width="280" height="60" rx="4" fill="${p.surface(fill.white)}" ${stroke}/><rect x="40" y="186" width="280" height="28" fill="#e5e7eb" ${thin}/>` +
    `<rect x="310" y="150" width="50" height="100" rx="10" fill="#1f2937" ${stroke}/>` + range(5).map((i) => `<path d="M318 ${166 + i * 16} h34" stroke="#9ca3af" stroke-width="4"/>`).join('') +
    `<rect x="200" y="140" width="14" height="120" fill="#9ca3af" ${thin}/>` + p.badge(130, 276, 120, 24),
  'flue-bend': (p) =>
    `<path d="M100 320 V200 a90 90 0 0 1 90 -90 H320" fill="none" stroke="#2b3440" stroke-width="70"/><path d="M100 320 V200 a90 90 0 0 1 90 -90 H320" fill="none" stroke="#f4f6f8" stroke-width="64"/>` +
    `<rect x="58" y="290" width="84" height="26" rx="4" fill="${fill.white}" ${stroke}/><rect x="300" y="68" width="26" height="84" rx="4" fill="${fill.white}" ${stroke}/>` + p.badge(200, 250, 110, 24),
  'chemical-bottle': (p) =>
    `<rect x="170" y="60" width="60" height="40" rx="6" fill="${fill.brand}" ${stroke}/><path d="M160 100 h80 l30 40 v170 a14 14 0 0 1 -14 14 h-112 a14 14 0 0 1 -14 -14 v-170 z" fill="${fill.white}" ${stroke}/>` +
    `<rect x="140" y="170" width="120" height="110" rx="6" fill="${fill.brand}"/>` + p.badge(200, 200, 110, 24) + text(200, 250, 16, 'SYSTEM', '#ffffff') + text(200, 270, 14, 'TREATMENT', '#ffffff', 600),
  radiator: (p) =>
    `<rect x="50" y="100" width="300" height="180" rx="6" fill="${fill.white}" ${stroke}/>` + range(14).map((i) => `<rect x="${62 + i * 20.5}" y="112" width="12" height="156" rx="5" fill="#dde2e8"/>`).join('') +
    `<rect x="50" y="100" width="300" height="18" rx="6" fill="#ffffff" ${thin}/>` + valveTail(62, 280) + valveTail(338, 280) +
    `<rect x="40" y="300" width="40" height="30" rx="6" fill="#ffffff" ${thin}/><rect x="320" y="300" width="40" height="30" rx="6" fill="#ffffff" ${thin}/>` + p.badge(290, 130, 84, 18),
  'towel-rail': (p) =>
    `<rect x="110" y="50" width="22" height="290" rx="10" fill="${p.surface(fill.chrome)}" ${stroke}/><rect x="268" y="50" width="22" height="290" rx="10" fill="${p.surface(fill.chrome)}" ${stroke}/>` +
    range(11).map((i) => `<rect x="130" y="${70 + i * 24 + (i > 5 ? 12 : 0)}" width="140" height="10" rx="5" fill="${p.surface(fill.chrome)}" ${thin}/>`).join('') + p.badge(200, 220, 96, 20),
  'designer-radiator': (p) =>
    range(6).map((i) => `<rect x="${120 + i * 28}" y="40" width="22" height="300" rx="4" fill="${p.surface('#3f4650')}" ${stroke}/>`).join('') +
    `<rect x="116" y="60" width="172" height="14" fill="#2d333b"/><rect x="116" y="306" width="172" height="14" fill="#2d333b"/>` + p.badge(202, 190, 96, 20),
  'column-radiator': (p) =>
    range(12).map((i) => `<rect x="${50 + i * 25}" y="110" width="20" height="200" rx="10" fill="${p.surface(fill.white)}" ${stroke}/>`).join('') +
    `<rect x="50" y="130" width="295" height="10" fill="#e5e7eb"/><rect x="50" y="280" width="295" height="10" fill="#e5e7eb"/>` + `<rect x="30" y="280" width="24" height="18" fill="${fill.brass}" ${thin}/>` + p.badge(200, 340, 96, 20),
  boiler: (p) =>
    `<rect x="100" y="50" width="200" height="270" rx="14" fill="${fill.white}" ${stroke}/><rect x="100" y="250" width="200" height="70" rx="0" fill="${fill.brand}" ${stroke}/>` +
    `<rect x="170" y="262" width="60" height="26" rx="4" fill="#0f172a"/>` + text(200, 281, 15, '1.5 bar', '#4ade80') + `<circle cx="135" cy="285" r="11" fill="#e5e7eb"/><circle cx="265" cy="285" r="11" fill="#e5e7eb"/>` +
    p.badge(200, 94, 120, 30) + range(5).map((i) => pipe(130 + i * 35, 320, 130 + i * 35, 350, 12)).join(''),
  'magnetic-filter': (p) =>
    `<rect x="140" y="60" width="120" height="50" rx="10" fill="${fill.brand}" ${stroke}/><rect x="150" y="106" width="100" height="200" rx="18" fill="#e9eef3" fill-opacity="0.9" ${stroke}/>` +
    `<rect x="190" y="120" width="20" height="160" rx="10" fill="${fill.chrome}" ${thin}/>` + pipe(60, 150, 150, 150, 26, fill.chrome) + pipe(250, 150, 340, 150, 26, fill.chrome) +
    `<rect x="80" y="124" width="30" height="20" rx="4" fill="#dc2626" ${thin}/><rect x="290" y="124" width="30" height="20" rx="4" fill="#2563eb" ${thin}/>` + p.badge(200, 85, 100, 22),
  'condensate-pump': (p) =>
    `<rect x="90" y="150" width="220" height="130" rx="12" fill="${fill.white}" ${stroke}/><rect x="110" y="190" width="90" height="70" rx="6" fill="#dbeafe" ${thin}/>` +
    `<path d="M310 180 C350 170 350 110 320 90" fill="none" stroke="#9ca3af" stroke-width="10"/><path d="M90 200 C50 200 50 130 80 110" fill="none" stroke="#cbd5e1" stroke-width="12"/>` + p.badge(255, 225, 84, 22),
  cylinder: (p) =>
    `<rect x="120" y="40" width="160" height="290" rx="70" fill="${fill.white}" ${stroke}/><rect x="120" y="170" width="160" height="40" fill="${fill.brand}"/>` +
    `<circle cx="300" cy="120" r="26" fill="#dc2626" ${stroke}/>` + pipe(280, 250, 340, 250, 16, fill.chrome) + pipe(280, 120, 274, 120, 10) + p.badge(200, 140, 110, 26) + text(200, 196, 16, 'UNVENTED', '#ffffff'),
  'vented-cylinder': (p) =>
    `<path d="M130 80 a70 30 0 0 1 140 0 V300 a70 20 0 0 1 -140 0 z" fill="${fill.copper}" ${stroke}/>` + pipe(200, 40, 200, 60, 16, fill.copper) +
    [120, 220, 280].map((y) => `<rect x="264" y="${y}" width="26" height="18" fill="${fill.brass}" ${thin}/>`).join('') + p.badge(200, 190, 104, 26),
  'immersion-heater': (p) =>
    `<circle cx="80" cy="200" r="50" fill="${fill.brass}" ${stroke}/><rect x="40" y="170" width="40" height="60" rx="6" fill="${fill.white}" ${stroke}/>` +
    `<path d="M128 186 H340 a10 10 0 0 1 0 28 H128" fill="none" stroke="#b45309" stroke-width="9"/><path d="M128 194 H330 M128 206 H330" stroke="#d97706" stroke-width="5"/>` + p.badge(230, 260, 110, 24),
  'cylinder-thermostat': (p) =>
    `<path d="M60 220 h280" stroke="#374151" stroke-width="12"/><rect x="140" y="110" width="120" height="150" rx="14" fill="${fill.white}" ${stroke}/>` +
    `<circle cx="200" cy="170" r="32" fill="${fill.brand}" ${stroke}/><path d="M200 144 v18" stroke="#ffffff" stroke-width="5"/>` + text(200, 228, 14, '40  60  80') + p.badge(200, 300, 96, 22),
};

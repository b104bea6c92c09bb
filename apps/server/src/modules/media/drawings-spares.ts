import { fill, line, nut, type Paint, pipe, stroke, text, thin } from './drawing-paint';
import type { DrawingKind } from './product-kinds';

type Draw = (p: Paint) => string;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const lead = (d: string, colour: string, width = 6) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const spade = (x: number, y: number) => `<rect x="${x - 5}" y="${y}" width="10" height="22" rx="2" fill="${fill.chrome}" ${thin}/>`;

/** Boiler spare parts, each drawn as the part itself (spec: issue #11 item 2). */
export const spareDrawings: Partial<Record<DrawingKind, Draw>> = {
  pcb: (p) =>
    `<rect x="60" y="90" width="280" height="200" rx="8" fill="${fill.board}" ${stroke}/>` +
    range(7).map((i) => `<path d="M${80 + i * 34} 110 v50 h14 v60" fill="none" stroke="#c9a94a" stroke-width="2" stroke-opacity="0.8"/>`).join('') +
    `<rect x="92" y="150" width="70" height="54" rx="3" fill="${fill.dark}"/>` + range(6).map((i) => `<rect x="${96 + i * 11}" y="144" width="4" height="6" fill="#d1d5db"/><rect x="${96 + i * 11}" y="204" width="4" height="6" fill="#d1d5db"/>`).join('') +
    `<rect x="190" y="120" width="56" height="44" rx="3" fill="#2563eb" ${thin}/><rect x="258" y="120" width="56" height="44" rx="3" fill="#2563eb" ${thin}/>` +
    `<circle cx="214" cy="214" r="18" fill="#1f2937" ${thin}/><circle cx="214" cy="214" r="10" fill="#9ca3af"/><circle cx="270" cy="214" r="14" fill="#374151" ${thin}/>` +
    `<rect x="80" y="252" width="240" height="24" rx="3" fill="${fill.white}" ${thin}/>` + range(12).map((i) => `<rect x="${88 + i * 19}" y="258" width="9" height="12" fill="#9ca3af"/>`).join('') +
    `<circle cx="76" cy="106" r="6" fill="#f8fafc" ${thin}/><circle cx="324" cy="106" r="6" fill="#f8fafc" ${thin}/>` +
    p.badge(270, 100, 96, 20),
  'diverter-valve': (p) =>
    pipe(70, 250, 330, 250, 44, fill.brass) + pipe(200, 250, 200, 325, 40, fill.brass) +
    nut(82, 250, 26, 56) + nut(318, 250, 26, 56) + nut(200, 318, 56, 22) +
    `<rect x="150" y="212" width="100" height="30" rx="4" fill="${fill.brass}" ${stroke}/>` +
    `<rect x="140" y="86" width="120" height="130" rx="22" fill="${fill.brand}" ${stroke}/><rect x="152" y="98" width="96" height="12" rx="6" fill="#ffffff" fill-opacity="0.35"/>` +
    lead('M258 130 C300 120 320 150 330 110', '#f8fafc', 10) + lead('M258 130 C300 120 320 150 330 110', '#6b7280', 6) +
    `<rect x="318" y="84" width="26" height="30" rx="4" fill="${fill.white}" ${thin}/>` + p.badge(200, 168, 104, 26),
  pump: (p) =>
    pipe(110, 70, 110, 330, 46, fill.dark) + nut(110, 82, 62, 22, fill.chrome) + nut(110, 318, 62, 22, fill.chrome) +
    `<circle cx="230" cy="200" r="96" fill="${fill.brand}" ${stroke}/><circle cx="230" cy="200" r="70" fill="${fill.white}" ${stroke}/>` +
    `<circle cx="230" cy="200" r="22" fill="${fill.dark}"/><path d="M230 184 v16" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>` +
    range(3).map((i) => text(230 + 40 * Math.cos(((i * 60 - 150) * Math.PI) / 180), 206 + 40 * Math.sin(((i * 60 - 150) * Math.PI) / 180), 16, String(i + 1))).join('') +
    `<rect x="150" y="176" width="12" height="48" fill="${fill.dark}"/>` + p.badge(230, 290, 110, 26),
  fan: (p) =>
    `<path d="M200 90 a110 110 0 1 1 -100 150 l-26 0 l0 -90 l44 0 a110 110 0 0 1 82 -60z" fill="${fill.dark}" ${stroke}/>` +
    `<rect x="52" y="140" width="60" height="110" rx="6" fill="${fill.chrome}" ${stroke}/>` +
    `<circle cx="210" cy="200" r="66" fill="#111827" ${stroke}/>` + range(12).map((i) => `<path d="M210 200 L${210 + 58 * Math.cos((i * Math.PI) / 6)} ${200 + 58 * Math.sin((i * Math.PI) / 6)}" stroke="#6b7280" stroke-width="6"/>`).join('') +
    `<circle cx="210" cy="200" r="24" fill="${fill.brand}" ${stroke}/>` + lead('M300 260 C330 280 330 300 350 310', '#374151') + p.badge(210, 326, 110, 24),
  'gas-valve': (p) =>
    pipe(50, 230, 110, 230, 38, fill.chrome) + pipe(290, 230, 350, 230, 38, fill.chrome) + nut(62, 230, 22, 50, fill.chrome) + nut(338, 230, 22, 50, fill.chrome) +
    `<rect x="100" y="170" width="200" height="120" rx="10" fill="${fill.dark}" ${stroke}/>` +
    `<rect x="120" y="90" width="70" height="86" rx="8" fill="${fill.brand}" ${stroke}/><rect x="210" y="90" width="70" height="86" rx="8" fill="${fill.brand}" ${stroke}/>` +
    spade(140, 68) + spade(170, 68) + spade(230, 68) + spade(260, 68) +
    `<circle cx="130" cy="270" r="8" fill="${fill.brass}" ${thin}/><circle cx="270" cy="270" r="8" fill="${fill.brass}" ${thin}/>` + p.badge(200, 232, 120, 26),
  electrode: (p) =>
    `<rect x="70" y="200" width="120" height="70" rx="6" fill="${fill.chrome}" ${stroke}/><circle cx="88" cy="235" r="7" fill="#ffffff" ${thin}/><circle cx="172" cy="235" r="7" fill="#ffffff" ${thin}/>` +
    `<rect x="110" y="110" width="26" height="100" rx="8" fill="#f8f4ea" ${stroke}/><rect x="144" y="110" width="26" height="100" rx="8" fill="#f8f4ea" ${stroke}/>` +
    lead('M123 112 V70 H300 V110', '#9ca3af', 5) + lead('M157 112 V86 H290 V120', '#9ca3af', 5) +
    `<circle cx="70" cy="235" r="0"/>` + lead('M130 270 C140 310 220 300 260 300', '#111827', 7) + `<rect x="256" y="288" width="34" height="24" rx="4" fill="${fill.white}" ${thin}/>` +
    p.badge(250, 230, 100, 24),
  thermistor: (p) =>
    `<path d="M120 210 a70 70 0 1 1 140 0" fill="none" stroke="${line}" stroke-width="14" stroke-linecap="round"/><path d="M120 210 a70 70 0 1 1 140 0" fill="none" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="150" y="190" width="80" height="60" rx="10" fill="${fill.brand}" ${stroke}/>` +
    lead('M190 250 C190 300 260 300 300 290', '#dc2626') + lead('M196 250 C196 306 266 306 306 300', '#1f2937') +
    `<rect x="298" y="276" width="34" height="30" rx="4" fill="${fill.white}" ${thin}/>` + p.badge(190, 220, 76, 22),
  'expansion-vessel': (p) =>
    `<ellipse cx="200" cy="110" rx="120" ry="34" fill="#d1262e" ${stroke}/><path d="M80 110 V260 a120 34 0 0 0 240 0 V110" fill="#c81e27" ${stroke}/>` +
    `<ellipse cx="200" cy="110" rx="120" ry="34" fill="#e0474d" ${stroke}/><rect x="186" y="296" width="28" height="34" fill="${fill.brass}" ${stroke}/>` +
    `<circle cx="250" cy="104" r="9" fill="${fill.chrome}" ${thin}/>` + p.badge(200, 200, 140, 30) + text(200, 244, 16, '3 bar max', '#fde2e2', 600),
  'heat-exchanger': (p) =>
    // A plate heat exchanger: the plate stack seen at an angle, the back pressure plate dark, four brass ports in front.
    `<rect x="224" y="66" width="150" height="200" rx="10" fill="${fill.dark}" ${stroke}/>` +
    range(11).map((j) => 10 - j).map((i) => `<rect x="${92 + i * 12}" y="${110 - i * 4}" width="150" height="200" rx="10" fill="${i % 2 ? '#c9d1da' : '#eef1f5'}" ${thin}/>`).join('') +
    [[118, 138], [216, 138], [118, 284], [216, 284]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${fill.brass}" ${stroke}/><circle cx="${x}" cy="${y}" r="7" fill="#5b4a1a"/>`).join('') +
    p.badge(167, 210, 100, 26),
  'pressure-relief-valve': (p) =>
    pipe(130, 230, 130, 320, 40, fill.brass) + nut(130, 316, 52, 22) + `<rect x="96" y="170" width="68" height="80" rx="10" fill="${fill.brass}" ${stroke}/>` +
    pipe(160, 210, 300, 210, 36, fill.brass) + nut(292, 210, 22, 48) +
    `<rect x="104" y="110" width="52" height="64" rx="8" fill="#d32f2f" ${stroke}/><path d="M112 126 h36 M112 140 h36 M112 154 h36" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>` +
    p.badge(230, 270, 110, 24) + text(130, 100, 18, '3 bar'),
  'flow-switch': (p) =>
    pipe(60, 240, 340, 240, 42, fill.brass) + nut(74, 240, 24, 54) + nut(326, 240, 24, 54) +
    `<rect x="150" y="120" width="100" height="100" rx="12" fill="${fill.brand}" ${stroke}/><rect x="176" y="210" width="48" height="14" fill="${fill.brass}" ${thin}/>` +
    lead('M250 150 C300 140 320 110 340 90', '#374151') + `<rect x="330" y="70" width="28" height="26" rx="4" fill="${fill.white}" ${thin}/>` +
    `<path d="M120 290 h160 l-16 -10 m16 10 l-16 10" fill="none" stroke="${line}" stroke-width="4"/>` + p.badge(200, 170, 92, 24),
  'seal-kit': (p) =>
    `<rect x="90" y="70" width="220" height="260" rx="10" fill="#eef6fb" fill-opacity="0.9" ${stroke}/><rect x="90" y="70" width="220" height="56" rx="10" fill="${fill.brand}" ${stroke}/>` +
    `<circle cx="200" cy="88" r="8" fill="#ffffff" ${thin}/>` + p.badge(200, 110, 130, 22) +
    [[150, 180, 34], [240, 176, 26], [160, 262, 22], [246, 254, 40], [200, 218, 14]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#111827" stroke-width="9"/>`).join('') +
    `<rect x="112" y="296" width="70" height="18" rx="9" fill="#111827"/>`,
  burner: (p) =>
    `<rect x="60" y="150" width="280" height="100" rx="50" fill="${fill.chrome}" ${stroke}/>` +
    range(9).map((i) => range(3).map((j) => `<circle cx="${100 + i * 26}" cy="${176 + j * 24}" r="4" fill="#475569"/>`).join('')).join('') +
    `<rect x="40" y="130" width="30" height="140" rx="4" fill="${fill.dark}" ${stroke}/>` + p.badge(190, 290, 110, 24),
  'spark-generator': (p) =>
    `<rect x="90" y="140" width="170" height="120" rx="10" fill="${fill.dark}" ${stroke}/>` + spade(120, 260) + spade(150, 260) +
    lead('M260 170 C320 160 330 110 350 90', '#dc2626', 8) + lead('M260 220 C320 230 320 290 350 300', '#dc2626', 8) +
    `<rect x="340" y="76" width="20" height="28" rx="4" fill="#111827"/><rect x="340" y="290" width="20" height="28" rx="4" fill="#111827"/>` + p.badge(175, 200, 130, 28),
  'air-pressure-switch': (p) =>
    `<circle cx="200" cy="200" r="100" fill="${fill.white}" ${stroke}/><circle cx="200" cy="200" r="70" fill="none" ${thin} stroke-dasharray="6 6"/>` +
    pipe(150, 300, 150, 340, 16, fill.white) + pipe(250, 300, 250, 340, 16, fill.white) + spade(180, 80) + spade(200, 80) + spade(220, 80) +
    text(200, 240, 16, '1.2 mbar', '#475569', 600) + p.badge(200, 200, 110, 26),
  'overheat-thermostat': (p) =>
    `<rect x="80" y="210" width="240" height="30" rx="8" fill="${fill.chrome}" ${stroke}/><circle cx="102" cy="225" r="7" fill="#ffffff" ${thin}/><circle cx="298" cy="225" r="7" fill="#ffffff" ${thin}/>` +
    `<rect x="140" y="120" width="120" height="92" rx="20" fill="#2b2b2b" ${stroke}/>` + spade(180, 98) + spade(220, 98) +
    `<ellipse cx="200" cy="250" rx="50" ry="12" fill="${fill.chrome}" ${stroke}/>` + p.badge(200, 300, 110, 24) + text(200, 176, 18, '95°C', '#f8fafc'),
  'pressure-gauge': (p) =>
    `<circle cx="200" cy="180" r="110" fill="${fill.chrome}" ${stroke}/><circle cx="200" cy="180" r="94" fill="#ffffff" ${stroke}/>` +
    `<path d="M134 246 A94 94 0 0 1 200 86" fill="none" stroke="#16a34a" stroke-width="10"/><path d="M266 246 A94 94 0 0 0 240 100" fill="none" stroke="#dc2626" stroke-width="10"/>` +
    range(5).map((i) => text(200 + 70 * Math.cos(((135 + i * 67.5) * Math.PI) / 180), 186 + 70 * Math.sin(((135 + i * 67.5) * Math.PI) / 180), 18, String(i))).join('') +
    `<path d="M200 180 L150 140" stroke="#111827" stroke-width="6" stroke-linecap="round"/><circle cx="200" cy="180" r="9" fill="#111827"/>` +
    text(200, 222, 15, 'bar', '#475569', 600) + pipe(200, 290, 200, 336, 20, fill.brass) + p.badge(200, 250, 90, 20),
  'air-vent': (p) =>
    `<rect x="150" y="70" width="100" height="46" rx="10" fill="#1f2937" ${stroke}/><rect x="140" y="112" width="120" height="150" rx="14" fill="${fill.brass}" ${stroke}/>` +
    pipe(200, 262, 200, 330, 46, fill.brass) + range(5).map((i) => `<path d="M178 ${272 + i * 11} h44" ${thin}/>`).join('') + p.badge(200, 186, 104, 24),
  'condensate-trap': (p) =>
    `<rect x="130" y="80" width="140" height="210" rx="30" fill="#e6edf3" fill-opacity="0.85" ${stroke}/><path d="M160 120 V240 a40 40 0 0 0 80 0 V150" fill="none" stroke="#94a3b8" stroke-width="12"/>` +
    pipe(170, 40, 170, 84, 26, fill.white) + pipe(230, 290, 230, 340, 26, fill.white) + p.badge(200, 190, 100, 24),
  'wiring-harness': (p) =>
    ['#dc2626', '#1d4ed8', '#a16207', '#15803d', '#111827'].map((colour, i) => lead(`M80 ${150 + i * 14} C160 ${100 + i * 20} 240 ${300 - i * 20} 320 ${210 + i * 14}`, colour, 7)).join('') +
    `<rect x="40" y="130" width="50" height="90" rx="6" fill="${fill.white}" ${stroke}/><rect x="310" y="190" width="50" height="90" rx="6" fill="${fill.white}" ${stroke}/>` +
    `<rect x="170" y="170" width="40" height="40" rx="4" fill="#111827"/>` + p.badge(200, 310, 110, 24),
  'control-knob': (p) =>
    `<rect x="40" y="130" width="320" height="150" rx="14" fill="${fill.white}" ${stroke}/><rect x="40" y="130" width="320" height="30" rx="14" fill="${fill.brand}"/>` +
    [120, 280].map((x) => `<circle cx="${x}" cy="220" r="42" fill="${fill.dark}" ${stroke}/><circle cx="${x}" cy="220" r="30" fill="#374151"/><path d="M${x} 194 v16" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`).join('') +
    `<rect x="172" y="196" width="56" height="34" rx="4" fill="#0f172a"/>` + text(200, 220, 16, '1.5', '#4ade80') + p.badge(200, 146, 110, 22),
};

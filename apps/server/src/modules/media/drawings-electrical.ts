import { fill, line, type Paint, pipe, stroke, text, thin } from './drawing-paint';
import type { DrawingKind } from './product-kinds';

type Draw = (p: Paint) => string;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const plate = (p: Paint, extra = '') => `<rect x="70" y="90" width="260" height="220" rx="16" fill="${p.surface(fill.white)}" ${stroke}/>${extra}`;
const socketPins = (x: number) =>
  `<rect x="${x - 5}" y="150" width="10" height="28" rx="2" fill="#1f2937"/><rect x="${x - 26}" y="196" width="16" height="10" rx="2" fill="#1f2937"/><rect x="${x + 10}" y="196" width="16" height="10" rx="2" fill="#1f2937"/>`;

/** Cable, electrical accessories, lighting, tools and fixings. */
export const electricalDrawings: Partial<Record<DrawingKind, Draw>> = {
  'cable-reel': (p) =>
    `<circle cx="200" cy="190" r="130" fill="#f3f4f6" ${stroke}/>` + range(9).map((i) => `<circle cx="200" cy="190" r="${118 - i * 8}" fill="none" stroke="${p.surface('#9aa1a9')}" stroke-width="7"/>`).join('') +
    `<circle cx="200" cy="190" r="44" fill="${fill.brand}" ${stroke}/>` + p.badge(200, 190, 100, 28) +
    `<path d="M300 270 C330 300 350 310 370 300" fill="none" stroke="#9aa1a9" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M366 292 l14 -8 M368 300 l16 0 M366 308 l14 8" stroke-width="5" stroke="#8b5a2b"/><path d="M368 300 l16 0" stroke="#2563eb" stroke-width="5"/>`,
  'consumer-unit': (p) =>
    `<rect x="40" y="100" width="320" height="200" rx="10" fill="${fill.white}" ${stroke}/><rect x="58" y="150" width="284" height="90" fill="#e5e7eb" ${thin}/>` +
    `<rect x="64" y="156" width="40" height="78" rx="3" fill="#dc2626" ${thin}/>` + range(10).map((i) => `<rect x="${110 + i * 23}" y="156" width="20" height="78" rx="3" fill="#ffffff" ${thin}/><rect x="${114 + i * 23}" y="180" width="12" height="22" rx="2" fill="${i % 5 === 0 ? '#2563eb' : '#1f2937'}"/>`).join('') +
    p.badge(200, 128, 120, 26) + text(200, 276, 14, 'DUAL RCD 100A', '#475569'),
  socket: (p) => plate(p, socketPins(150) + socketPins(250) + `<rect x="170" y="110" width="22" height="34" rx="4" fill="#e5e7eb" ${thin}/><rect x="272" y="110" width="22" height="34" rx="4" fill="#e5e7eb" ${thin}/>`) + p.badge(200, 272, 100, 22),
  'light-switch': (p) => plate(p, `<rect x="160" y="130" width="80" height="120" rx="10" fill="#f8fafc" ${stroke}/><path d="M168 190 h64" ${thin}/>`) + p.badge(200, 282, 100, 20),
  'fused-spur': (p) =>
    plate(p, `<rect x="110" y="150" width="80" height="50" rx="6" fill="#e5e7eb" ${stroke}/>` + text(150, 181, 16, '13A') + `<rect x="230" y="140" width="60" height="80" rx="8" fill="#f8fafc" ${stroke}/><circle cx="260" cy="240" r="6" fill="#ef4444"/>`) + p.badge(200, 282, 100, 20),
  'circuit-breaker': (p) =>
    `<rect x="140" y="50" width="120" height="300" rx="8" fill="${fill.white}" ${stroke}/><rect x="150" y="150" width="100" height="90" rx="6" fill="#e5e7eb" ${thin}/>` +
    `<rect x="176" y="166" width="48" height="58" rx="6" fill="${fill.brand}" ${stroke}/>` + text(200, 280, 30, 'B32') + text(200, 310, 14, '6kA', '#475569') + p.badge(200, 100, 100, 22),
  downlight: (p) =>
    `<ellipse cx="200" cy="150" rx="130" ry="44" fill="${p.surface(fill.chrome)}" ${stroke}/><path d="M110 160 V230 a90 30 0 0 0 180 0 V160" fill="#6b7280" ${stroke}/>` +
    `<ellipse cx="200" cy="150" rx="100" ry="32" fill="#fff9db" ${stroke}/><ellipse cx="200" cy="150" rx="60" ry="18" fill="#fffdf0"/>` + range(3).map((i) => `<path d="M${140 + i * 60} 240 v40" stroke="#9ca3af" stroke-width="8"/>`).join('') + p.badge(200, 312, 110, 22),
  batten: (p) =>
    `<rect x="20" y="170" width="360" height="60" rx="30" fill="#fdfdf7" ${stroke}/><rect x="20" y="210" width="360" height="30" rx="10" fill="${fill.white}" ${stroke}/>` + p.badge(200, 290, 110, 24),
  'pipe-cutter': (p) =>
    `<path d="M120 120 h120 a40 40 0 0 1 40 40 v40 h-40 v-30 h-120 z" fill="${fill.brand}" ${stroke}/><circle cx="150" cy="185" r="22" fill="${fill.chrome}" ${stroke}/>` +
    `<rect x="250" y="190" width="40" height="130" rx="16" fill="${fill.dark}" ${stroke}/>` + p.badge(190, 140, 90, 20),
  wrench: (p) =>
    `<g transform="rotate(-35 200 200)"><rect x="60" y="180" width="230" height="40" rx="14" fill="${fill.chrome}" ${stroke}/><rect x="140" y="184" width="140" height="32" rx="12" fill="${fill.brand}"/>` +
    `<path d="M290 150 h60 v40 h-30 v20 h30 v40 h-60 z" fill="${fill.chrome}" ${stroke}/></g>` + p.badge(180, 250, 96, 20),
  'power-drill': (p) =>
    `<path d="M60 120 h190 a30 30 0 0 1 30 30 v20 a30 30 0 0 1 -30 30 h-80 l-20 90 h-50 l10 -90 h-50 z" fill="${fill.brand}" ${stroke}/>` +
    `<rect x="100" y="290" width="120" height="50" rx="8" fill="${fill.dark}" ${stroke}/>` + pipe(280, 160, 340, 160, 24, fill.dark) + pipe(340, 160, 380, 160, 6, fill.chrome) + p.badge(170, 160, 100, 24) + text(160, 322, 14, '18V', '#f8fafc'),
  'press-tool': (p) =>
    `<path d="M40 150 h200 v70 h-60 l-10 80 h-60 l0 -80 h-70 z" fill="${fill.brand}" ${stroke}/><path d="M240 140 h60 a50 50 0 0 1 0 100 h-60 z" fill="${fill.dark}" ${stroke}/>` +
    `<circle cx="300" cy="190" r="26" fill="#f8fafc" ${stroke}/>` + `<rect x="110" y="290" width="100" height="44" rx="8" fill="${fill.dark}" ${stroke}/>` + p.badge(140, 185, 110, 26),
  'pipe-clip': (p) =>
    range(3).map((i) => `<g transform="translate(${i * 100 - 100} 0)"><path d="M160 240 v-60 a40 40 0 0 1 80 0 v60" fill="none" stroke="${line}" stroke-width="22"/><path d="M160 240 v-60 a40 40 0 0 1 80 0 v60" fill="none" stroke="#f8fafc" stroke-width="16"/><rect x="148" y="236" width="104" height="22" rx="4" fill="${fill.white}" ${stroke}/></g>`).join('') +
    p.badge(200, 300, 110, 24),
  'screw-box': (p) =>
    `<path d="M80 140 l120 -40 l120 40 v150 l-120 40 l-120 -40 z" fill="${fill.brand}" ${stroke}/><path d="M80 140 l120 40 l120 -40 M200 180 v150" fill="none" ${stroke}/>` +
    `<g transform="rotate(-20 140 240)"><rect x="100" y="232" width="90" height="14" rx="3" fill="${fill.chrome}" ${thin}/><rect x="90" y="226" width="12" height="26" fill="${fill.chrome}" ${thin}/></g>` + p.badge(260, 240, 96, 24),
  sealant: (p) =>
    `<rect x="60" y="170" width="240" height="70" rx="8" fill="${fill.white}" ${stroke}/><rect x="110" y="170" width="130" height="70" fill="${fill.brand}"/><path d="M300 190 L370 200 L300 220 z" fill="#f3f4f6" ${stroke}/>` +
    `<rect x="40" y="176" width="24" height="58" rx="4" fill="#d1d5db" ${stroke}/>` + p.badge(175, 205, 110, 26),
  'ptfe-tape': (p) =>
    range(2).map((i) => `<circle cx="${150 + i * 110}" cy="${200 - i * 20}" r="70" fill="#ffffff" ${stroke}/><circle cx="${150 + i * 110}" cy="${200 - i * 20}" r="34" fill="${fill.brand}" ${stroke}/>`).join('') +
    `<path d="M150 270 C170 310 240 320 300 300" fill="none" stroke="#f8fafc" stroke-width="14"/>` + p.badge(200, 320, 100, 20),
  part: (p) =>
    `<circle cx="200" cy="190" r="90" fill="${fill.chrome}" ${stroke}/>` + range(8).map((i) => `<rect x="188" y="88" width="24" height="30" rx="4" fill="${fill.chrome}" ${stroke} transform="rotate(${i * 45} 200 190)"/>`).join('') +
    `<circle cx="200" cy="190" r="34" fill="#f8fafc" ${stroke}/>` + p.badge(200, 310, 110, 24),
};

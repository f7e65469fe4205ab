/**
 * Draws the site's illustrations (public/illustrations/{id}.svg, 480 x 320) from a few shared motifs
 * in the brand's colours: one file per id of src/content/schema.ts `illustrations`, whose description
 * each drawing follows. Run `npx tsx scripts/generators/illustrations.ts` after adding an id; the files are
 * committed, so the build does not draw them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { illustrations } from '../../src/content/schema';

const C = {
  bg: '#f3f2fd',
  card: '#ffffff',
  line: '#d9d8ea',
  soft: '#e9e8fb',
  ink: '#14142b',
  grey: '#8e8ca8',
  brand: '#3f3cbb',
  brandLight: '#a8a6ec',
  teal: '#0b7a75',
  tealLight: '#9fd8d4',
  amber: '#f2a93b',
  coral: '#e4572e',
  green: '#2e9e5b',
};

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 3, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
const path_ = (d: string, stroke: string, width = 3, fill = 'none', extra = '') =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const text = (x: number, y: number, value: string, size = 14, fill = C.ink, weight = 700, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;
const bar = (x: number, y: number, w: number, fill = C.line, h = 8) => rect(x, y, w, h, fill, h / 2);
const tick = (x: number, y: number, color = C.green) =>
  circle(x, y, 10, color) + path_(`M${x - 4} ${y} l3 3 l6 -6`, '#fff', 2.5);
const arrow = (x1: number, y1: number, x2: number, y2: number, color = C.brand) => {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const a = (d: number) => `${x2 - 10 * Math.cos(angle + d)} ${y2 - 10 * Math.sin(angle + d)}`;
  return line(x1, y1, x2, y2, color, 3) + path_(`M${a(0.5)} L${x2} ${y2} L${a(-0.5)}`, color, 3);
};
const card = (x: number, y: number, w: number, h: number) =>
  rect(x + 3, y + 5, w, h, '#dcdaf3', 12) + rect(x, y, w, h, C.card, 12, `stroke="${C.line}"`);

/** A document: a card with a heading bar and text lines; highlighted rows are listed. */
function doc(x: number, y: number, w: number, h: number, highlight: number[] = [], title = C.brand) {
  let out = card(x, y, w, h) + bar(x + 20, y + 22, w * 0.45, title, 10);
  const rows = Math.floor((h - 60) / 22);
  for (let i = 0; i < rows; i++) {
    const yy = y + 52 + i * 22;
    if (highlight.includes(i)) out += rect(x + 14, yy - 7, w - 28, 20, C.soft, 5);
    out += bar(x + 20, yy, w * (0.35 + ((i * 37) % 30) / 100), highlight.includes(i) ? C.brand : C.line);
    out += bar(x + w - 70, yy, 48, highlight.includes(i) ? C.brandLight : C.line);
  }
  return out;
}

/** A table: header row and cells; `marks` colour a cell per row. */
function table(x: number, y: number, w: number, rows: number, cols: number, marks: (string | null)[] = []) {
  const h = 36 + rows * 30;
  let out = card(x, y, w, h) + rect(x, y, w, 34, C.soft, 12) + rect(x, y + 22, w, 12, C.soft, 0);
  const cw = (w - 24) / cols;
  for (let c = 0; c < cols; c++) out += bar(x + 14 + c * cw, y + 14, cw * 0.55, C.brandLight);
  for (let r = 0; r < rows; r++) {
    const yy = y + 52 + r * 30;
    for (let c = 0; c < cols; c++) {
      const mark = c === cols - 1 ? marks[r] : null;
      out += bar(x + 14 + c * cw, yy, cw * (0.4 + ((r + c) % 3) * 0.15), mark ?? C.line);
    }
    if (r < rows - 1) out += line(x + 12, yy + 16, x + w - 12, yy + 16, C.soft, 1);
  }
  return out;
}

function bars(x: number, y: number, w: number, h: number, values: number[], colors: string[] = [C.brand]) {
  let out = card(x, y, w, h) + line(x + 24, y + h - 28, x + w - 20, y + h - 28, C.line, 2);
  const bw = (w - 60) / values.length;
  values.forEach((v, i) => {
    const bh = (h - 70) * v;
    out += rect(x + 32 + i * bw, y + h - 28 - bh, bw * 0.6, bh, colors[i % colors.length] ?? C.brand, 4);
  });
  return out;
}

function chartLine(x: number, y: number, w: number, h: number, forecast: boolean) {
  const pts = [0.7, 0.55, 0.62, 0.4, 0.48, 0.3, 0.36, 0.2].map((v, i) => [
    x + 30 + i * ((w - 60) / 7),
    y + 30 + v * (h - 60),
  ]);
  const solid = pts.slice(0, forecast ? 5 : 8);
  let out = card(x, y, w, h);
  for (let i = 1; i < 4; i++) out += line(x + 24, y + i * (h / 4), x + w - 20, y + i * (h / 4), C.soft, 1);
  if (forecast) {
    const future = pts.slice(4);
    const band = `M${future.map(([px, py]) => `${px} ${(py ?? 0) - 22}`).join(' L')} L${[...future]
      .reverse()
      .map(([px, py]) => `${px} ${(py ?? 0) + 22}`)
      .join(' L')} Z`;
    out += path_(band, 'none', 0, C.tealLight, 'opacity="0.6"');
    out += path_(
      `M${future.map(([px, py]) => `${px} ${py}`).join(' L')}`,
      C.teal,
      3,
      'none',
      'stroke-dasharray="8 7"',
    );
  }
  out += path_(`M${solid.map(([px, py]) => `${px} ${py}`).join(' L')}`, C.brand, 4);
  for (const [px, py] of solid) out += circle(px ?? 0, py ?? 0, 4.5, C.brand);
  return out;
}

function person(x: number, y: number, r: number, color: string) {
  return (
    circle(x, y - r * 0.55, r * 0.42, color) +
    path_(`M${x - r * 0.75} ${y + r * 0.75} a${r * 0.75} ${r * 0.75} 0 0 1 ${r * 1.5} 0`, 'none', 0, color)
  );
}

function gantt(x: number, y: number, w: number) {
  let out = card(x, y, w, 220);
  for (let i = 0; i < 6; i++)
    out += line(x + 20 + i * ((w - 40) / 5), y + 20, x + 20 + i * ((w - 40) / 5), y + 200, C.soft, 1);
  const tasks = [
    [0, 0.3, C.brand],
    [0.25, 0.35, C.teal],
    [0.55, 0.25, C.amber],
    [0.55, 0.4, C.brandLight],
    [0.78, 0.2, C.coral],
  ] as const;
  tasks.forEach(([start, len, color], i) => {
    const tx = x + 24 + start * (w - 48);
    out += rect(tx, y + 36 + i * 34, len * (w - 48), 18, color, 9);
  });
  out += path_(`M${x + 24 + 0.3 * (w - 48)} ${y + 45} h10 v34 h4`, C.grey, 2);
  out += path_(`M${x + 24 + 0.6 * (w - 48)} ${y + 79} h4 v34`, C.grey, 2);
  return out;
}

function kanban(x: number, y: number) {
  let out = '';
  ['To do', 'Doing', 'Done'].forEach((label, c) => {
    const cx = x + c * 130;
    out += rect(cx, y, 118, 230, C.soft, 12) + text(cx + 14, y + 26, label, 13, C.grey, 700);
    const cards = [3, 2, 3][c] ?? 2;
    for (let i = 0; i < cards; i++) {
      out += card(cx + 10, y + 40 + i * 60, 98, 48);
      out += bar(cx + 22, y + 56 + i * 60, 60, [C.brand, C.teal, C.green][c] ?? C.brand);
      out += bar(cx + 22, y + 72 + i * 60, 40);
    }
  });
  return out;
}

function gauge(cx: number, cy: number, value: number) {
  const r = 90;
  const end = Math.PI * (1 - value);
  let out = path_(`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`, C.soft, 22);
  out += path_(
    `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r * Math.cos(end)} ${cy - r * Math.sin(end)}`,
    C.amber,
    22,
  );
  out +=
    line(cx, cy, cx + (r - 25) * Math.cos(end), cy - (r - 25) * Math.sin(end), C.ink, 5) +
    circle(cx, cy, 9, C.ink);
  return out;
}

function parcel(x: number, y: number, s: number, color = C.amber) {
  return (
    path_(
      `M${x} ${y + s * 0.3} L${x + s * 0.5} ${y} L${x + s} ${y + s * 0.3} L${x + s} ${y + s * 0.85} L${x + s * 0.5} ${y + s * 1.15} L${x} ${y + s * 0.85} Z`,
      '#b77618',
      2,
      color,
    ) +
    path_(
      `M${x} ${y + s * 0.3} L${x + s * 0.5} ${y + s * 0.6} L${x + s} ${y + s * 0.3} M${x + s * 0.5} ${y + s * 0.6} V${y + s * 1.15}`,
      '#b77618',
      2,
    )
  );
}

function building(x: number, y: number, w: number, h: number, color: string) {
  let out = rect(x, y, w, h, color, 4);
  for (let r = 0; r < Math.floor((h - 30) / 26); r++)
    for (let c = 0; c < 2; c++)
      out += rect(x + 12 + c * (w / 2 - 4), y + 14 + r * 26, w / 2 - 20, 14, '#ffffff', 2, 'opacity="0.75"');
  return out;
}

function phone(x: number, y: number, inner: string) {
  return rect(x, y, 130, 240, C.ink, 22) + rect(x + 8, y + 14, 114, 212, C.card, 14) + inner;
}

function laptop(x: number, y: number, inner: string) {
  return (
    rect(x + 20, y, 280, 180, C.ink, 12) +
    rect(x + 30, y + 10, 260, 160, C.card, 6) +
    rect(x, y + 180, 320, 16, '#4e4b66', 8) +
    inner
  );
}

const flow = (nodes: [number, number, string][]) => {
  let out = '';
  for (let i = 1; i < nodes.length; i++) {
    const [x1, y1] = nodes[i - 1] ?? [0, 0];
    const [x2, y2] = nodes[i] ?? [0, 0];
    out += arrow(x1 + 34, y1, x2 - 38, y2);
  }
  for (const [x, y, color] of nodes)
    out += circle(x, y, 30, color) + circle(x, y, 12, '#ffffff', 'opacity="0.85"');
  return out;
};

const drawings: Record<keyof typeof illustrations, () => string> = {
  ledger: () =>
    table(60, 50, 360, 6, 3, [C.green, C.coral, C.green, C.line, C.coral, C.green]) +
    text(84, 40, 'Debit · Credit', 14, C.grey),
  'bank-feed': () =>
    doc(30, 60, 160, 210, [1, 3], C.teal) +
    arrow(205, 150, 265, 150) +
    table(280, 60, 170, 5, 2, [C.green, C.green, C.line, C.green, C.amber]),
  invoice: () =>
    doc(120, 30, 240, 260, [], C.brand) +
    rect(250, 236, 90, 28, C.soft, 6) +
    text(295, 255, '$4,820', 15, C.brand, 800, 'middle'),
  'expense-receipt': () =>
    path_(
      'M70 50 h120 v210 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10 Z',
      C.line,
      2,
      C.card,
    ) +
    bar(90, 80, 70, C.ink) +
    bar(90, 110, 80) +
    bar(90, 134, 60) +
    bar(90, 158, 75) +
    bar(90, 200, 50, C.brand) +
    arrow(215, 150, 270, 150) +
    card(285, 110, 160, 80) +
    bar(305, 136, 70, C.brand) +
    bar(305, 160, 110),
  'close-checklist': () => {
    let out = card(110, 30, 260, 260) + bar(135, 58, 120, C.brand, 10);
    for (let i = 0; i < 6; i++)
      out +=
        (i < 4
          ? tick(145, 96 + i * 32)
          : circle(145, 96 + i * 32, 10, 'none', `stroke="${C.line}" stroke-width="2.5"`)) +
        bar(168, 92 + i * 32, 150 - (i % 3) * 25, i < 4 ? C.grey : C.line);
    return out;
  },
  'financial-report': () =>
    doc(30, 40, 200, 240, [2, 5], C.ink) + bars(250, 60, 200, 200, [0.45, 0.6, 0.5, 0.8], [C.brand, C.teal]),
  'multi-entity': () =>
    building(50, 110, 90, 150, C.brand) +
    building(195, 70, 90, 190, C.teal) +
    building(340, 120, 90, 140, C.brandLight) +
    path_('M95 105 Q170 30 240 65 Q310 30 385 115', C.amber, 3, 'none', 'stroke-dasharray="6 6"') +
    rect(175, 268, 130, 24, C.amber, 6) +
    text(240, 285, 'One ledger', 13, C.ink, 700, 'middle'),
  warehouse: () => {
    let out = '';
    for (let s = 0; s < 3; s++) {
      out += rect(60, 60 + s * 75, 360, 8, '#4e4b66', 2);
      for (let b = 0; b < 4; b++)
        out += rect(
          75 + b * 88,
          60 + s * 75 - 48,
          70,
          46,
          [C.amber, C.brandLight, C.tealLight, C.soft][(b + s) % 4] ?? C.soft,
          4,
        );
    }
    return out + rect(300, 250, 110, 34, C.ink, 8) + text(355, 273, 'A-03-2', 15, '#ffffff', 700, 'middle');
  },
  barcode: () => {
    let out = card(60, 80, 200, 150);
    for (let i = 0; i < 22; i++) out += rect(80 + i * 7.5, 110, i % 3 === 0 ? 4 : 2, 80, C.ink, 0);
    out += line(70, 150, 250, 150, C.coral, 3);
    return (
      out +
      path_('M300 110 l90 -30 l20 60 l-40 14 l10 70 l-30 10 l-20 -70 l-30 10 Z', C.ink, 2, '#4e4b66') +
      path_('M300 110 L255 140 M306 128 L255 160', C.coral, 2, 'none', 'opacity="0.7"')
    );
  },
  forecast: () => chartLine(40, 40, 400, 240, true),
  'purchase-order': () =>
    doc(60, 30, 220, 260, [0, 1], C.teal) +
    card(300, 90, 140, 100) +
    text(370, 125, 'Delivery', 13, C.grey, 600, 'middle') +
    text(370, 158, '14 Mar', 24, C.teal, 800, 'middle') +
    parcel(335, 205, 60),
  'lot-tracking': () =>
    flow([
      [80, 160, C.brand],
      [200, 160, C.teal],
      [320, 160, C.amber],
      [420, 160, C.green],
    ]) +
    rect(150, 230, 180, 30, C.ink, 8) +
    text(240, 250, 'LOT 2418-B', 14, '#ffffff', 700, 'middle'),
  gantt: () => gantt(40, 50, 400),
  kanban: () => kanban(50, 45),
  budget: () =>
    card(50, 60, 380, 200) +
    text(80, 105, 'Budget', 14, C.grey, 600) +
    bar(80, 120, 320, C.soft, 24) +
    bar(80, 120, 250, C.brand, 24) +
    text(80, 185, 'Actual', 14, C.grey, 600) +
    bar(80, 200, 320, C.soft, 24) +
    bar(80, 200, 210, C.teal, 24) +
    line(330, 110, 330, 236, C.coral, 2, 'stroke-dasharray="5 5"'),
  'risk-radar': () =>
    gauge(240, 220, 0.7) + circle(360, 90, 24, C.coral) + text(360, 99, '!', 26, '#ffffff', 800, 'middle'),
  timesheet: () => {
    let out = card(40, 50, 400, 220);
    ['M', 'T', 'W', 'T', 'F'].forEach((day, i) => {
      out += text(140 + i * 60, 82, day, 13, C.grey, 700, 'middle');
      for (let r = 0; r < 4; r++)
        out += rect(118 + i * 60, 98 + r * 40, 44, 28, (r + i) % 4 === 0 ? C.soft : C.tealLight, 6);
    });
    for (let r = 0; r < 4; r++)
      out += person(75, 112 + r * 40, 14, [C.brand, C.teal, C.amber, C.coral][r] ?? C.brand);
    return out;
  },
  'shift-schedule': () => {
    let out = card(40, 50, 400, 220);
    for (let d = 0; d < 7; d++) out += line(80 + d * 50, 70, 80 + d * 50, 250, C.soft, 1);
    const shifts = [
      [0, 2, C.brand],
      [1, 3, C.teal],
      [3, 2, C.amber],
      [2, 3, C.coral],
      [4, 3, C.brandLight],
      [0, 1, C.teal],
    ] as const;
    shifts.forEach(([start, len, color], i) => {
      out += rect(84 + start * 50, 78 + i * 28, len * 50 - 8, 20, color, 10);
    });
    return out;
  },
  payroll: () =>
    doc(130, 30, 220, 260, [0, 1, 2], C.green) +
    rect(230, 238, 100, 30, C.green, 6) +
    text(280, 258, 'Net pay', 13, '#ffffff', 700, 'middle'),
  'employee-profile': () =>
    card(80, 40, 320, 240) +
    circle(150, 110, 40, C.brandLight) +
    person(150, 118, 40, C.brand) +
    bar(210, 92, 150, C.ink, 12) +
    bar(210, 118, 100) +
    rect(110, 175, 120, 70, C.soft, 8) +
    rect(250, 175, 120, 70, C.soft, 8) +
    tick(140, 210) +
    tick(280, 210) +
    bar(160, 206, 50) +
    bar(300, 206, 50),
  'mobile-clock': () =>
    phone(
      175,
      40,
      circle(240, 140, 44, C.brand) +
        text(240, 147, 'IN', 20, '#ffffff', 800, 'middle') +
        bar(205, 210, 70) +
        bar(215, 230, 50),
    ) +
    path_('M360 90 a24 24 0 0 1 48 0 c0 24 -24 48 -24 48 c0 0 -24 -24 -24 -48 Z', 'none', 0, C.coral) +
    circle(384, 90, 9, '#ffffff'),
  storefront: () => {
    let out =
      card(50, 40, 380, 240) +
      path_('M50 90 h380', C.line, 2) +
      rect(50, 40, 380, 50, C.brand, 12) +
      rect(50, 70, 380, 20, C.brand, 0);
    for (let i = 0; i < 3; i++)
      out +=
        rect(75 + i * 120, 110, 95, 90, [C.tealLight, C.soft, '#fde6c4'][i] ?? C.soft, 8) +
        bar(75 + i * 120, 214, 70, C.ink) +
        bar(75 + i * 120, 234, 40, C.brand);
    return out;
  },
  'channel-sync': () =>
    circle(240, 160, 56, C.brand) +
    text(240, 168, '248', 26, '#ffffff', 800, 'middle') +
    [
      [90, 70, C.teal],
      [390, 70, C.amber],
      [90, 250, C.coral],
      [390, 250, C.brandLight],
    ]
      .map(
        ([x, y, color]) =>
          line(Number(x), Number(y), 240, 160, C.line, 3, 'stroke-dasharray="6 6"') +
          rect(Number(x) - 40, Number(y) - 26, 80, 52, String(color), 12),
      )
      .join('') +
    circle(240, 160, 56, C.brand) +
    text(240, 169, '248', 26, '#ffffff', 800, 'middle'),
  fulfilment: () =>
    flow([
      [90, 130, C.brand],
      [240, 130, C.teal],
      [390, 130, C.green],
    ]) +
    text(90, 200, 'Pick', 16, C.ink, 700, 'middle') +
    text(240, 200, 'Pack', 16, C.ink, 700, 'middle') +
    text(390, 200, 'Ship', 16, C.ink, 700, 'middle') +
    parcel(210, 215, 60),
  returns: () =>
    parcel(90, 90, 120) +
    path_('M260 190 C340 190 380 150 380 100', C.teal, 4) +
    arrow(380, 120, 380, 96, C.teal) +
    card(300, 200, 150, 70) +
    text(375, 243, 'Refund', 16, C.teal, 800, 'middle'),
  'resource-planner': () => {
    let out = card(40, 50, 400, 220);
    for (let r = 0; r < 4; r++) {
      out += person(80, 100 + r * 44, 16, [C.brand, C.teal, C.amber, C.coral][r] ?? C.brand);
      out += rect(
        120 + (r % 2) * 60,
        88 + r * 44,
        140 + (r % 3) * 40,
        24,
        [C.brandLight, C.tealLight, '#fde6c4', '#f6c4b6'][r] ?? C.soft,
        12,
      );
    }
    return out;
  },
  'utilisation-chart': () => bars(50, 40, 380, 240, [0.8, 0.3, 0.7, 0.4, 0.9, 0.2], [C.brand, C.line]),
  retainer: () =>
    bars(50, 40, 380, 240, [0.95, 0.78, 0.6, 0.44, 0.3, 0.15], [C.teal]) +
    path_('M95 90 L395 240', C.coral, 2, 'none', 'stroke-dasharray="6 6"'),
  'bid-estimate': () =>
    table(40, 40, 300, 6, 3, [C.line, C.line, C.line, C.line, C.line, C.brand]) +
    card(355, 120, 100, 90) +
    text(405, 158, 'Margin', 12, C.grey, 600, 'middle') +
    text(405, 188, '18%', 24, C.green, 800, 'middle'),
  'change-order': () =>
    doc(100, 30, 240, 260, [1, 2], C.amber) +
    circle(330, 220, 48, 'none', `stroke="${C.green}" stroke-width="5"`) +
    text(330, 227, 'APPROVED', 13, C.green, 800, 'middle'),
  'progress-billing': () => {
    let out = card(40, 50, 400, 220);
    [0.9, 0.65, 0.4, 0.2].forEach((v, i) => {
      out += bar(70, 90 + i * 44, 200, C.soft, 14) + bar(70, 90 + i * 44, 200 * v, C.brand, 14);
      out += text(300, 102 + i * 44, `${Math.round(v * 100)}%`, 16, C.ink, 700);
      out += bar(360, 94 + i * 44, 50);
    });
    return out;
  },
  'subcontractor-compliance': () =>
    card(80, 40, 320, 240) +
    building(110, 70, 70, 90, C.teal) +
    bar(200, 80, 150, C.ink, 12) +
    bar(200, 106, 100) +
    [0, 1, 2]
      .map((i) => tick(125, 190 + i * 28, i === 2 ? C.amber : C.green) + bar(145, 186 + i * 28, 180))
      .join(''),
  'field-report': () => {
    // A filled-in form, not a photo frame: weather, crew hours by cost code, one delay noted.
    let out = card(70, 30, 340, 260) + text(95, 66, 'Daily report', 16, C.ink, 800);
    out += circle(352, 60, 11, C.amber) + text(372, 66, '64°', 13, C.grey, 700);
    [
      [C.brand, 170, '8.0 h'],
      [C.teal, 140, '7.5 h'],
      [C.amber, 120, '6.0 h'],
    ].forEach(([color, width, hours], i) => {
      const y = 100 + i * 40;
      out += person(108, y + 10, 15, String(color)) + bar(136, y + 4, Number(width), C.line, 10);
      out += text(385, y + 14, String(hours), 13, C.ink, 700, 'end');
    });
    out += rect(92, 222, 296, 44, '#fde6c4', 8) + circle(114, 244, 9, C.coral);
    return out + text(114, 249, '!', 13, '#ffffff', 800, 'middle') + bar(132, 240, 180, C.amber, 8);
  },
  'course-catalogue': () => {
    let out = '';
    for (let i = 0; i < 6; i++) {
      const x = 45 + (i % 3) * 135;
      const y = 45 + Math.floor(i / 3) * 125;
      out +=
        card(x, y, 120, 110) +
        rect(x, y, 120, 40, [C.brand, C.teal, C.amber][i % 3] ?? C.brand, 12) +
        rect(x, y + 28, 120, 12, [C.brand, C.teal, C.amber][i % 3] ?? C.brand, 0) +
        bar(x + 14, y + 60, 80, C.ink) +
        bar(x + 14, y + 80, 60);
    }
    return out;
  },
  certificate: () =>
    card(60, 50, 360, 220) +
    rect(72, 62, 336, 196, 'none', 8, `stroke="${C.amber}" stroke-width="2"`) +
    bar(150, 100, 180, C.ink, 12) +
    bar(170, 130, 140) +
    bar(190, 150, 100) +
    circle(330, 210, 30, C.amber) +
    path_('M315 235 l-8 30 l15 -8 l8 12 M345 235 l8 30 l-15 -8 l-8 12', C.amber, 3),
  'learning-path': () =>
    path_('M60 250 C140 250 140 170 220 170 S300 90 400 80', C.line, 6, 'none', 'stroke-dasharray="2 12"') +
    [
      [60, 250, C.brandLight],
      [220, 170, C.brand],
      [400, 80, C.amber],
    ]
      .map(([x, y, color]) => circle(Number(x), Number(y), 22, String(color)))
      .join('') +
    text(60, 295, 'Foundation', 13, C.ink, 700, 'middle') +
    text(220, 215, 'Practitioner', 13, C.ink, 700, 'middle') +
    text(400, 125, 'Expert', 13, C.ink, 700, 'middle'),
  'sandbox-lab': () =>
    laptop(
      80,
      50,
      rect(125, 75, 80, 50, C.soft, 4) +
        rect(215, 75, 80, 50, C.tealLight, 4) +
        rect(305, 75, 50, 50, C.soft, 4) +
        bar(125, 150, 200, C.brand) +
        bar(125, 170, 150) +
        bar(125, 190, 170),
    ),
  'document-upload': () =>
    rect(80, 60, 320, 200, C.card, 16, `stroke="${C.brandLight}" stroke-width="3" stroke-dasharray="10 8"`) +
    arrow(240, 200, 240, 120, C.brand) +
    rect(130, 95, 60, 76, C.soft, 6, `stroke="${C.line}"`) +
    rect(290, 95, 60, 76, '#fde6c4', 6) +
    text(240, 235, 'Drop files', 15, C.grey, 600, 'middle'),
  'field-extraction': () =>
    doc(30, 40, 190, 240, [0, 2, 4], C.brand) +
    path_(
      'M225 120 C255 120 255 110 285 110 M225 160 C255 160 255 150 285 150 M225 200 C255 200 255 190 285 190',
      C.brandLight,
      2,
    ) +
    table(290, 70, 170, 4, 2, [C.brand, C.brand, C.brand, C.line]),
  'review-queue': () =>
    table(50, 50, 380, 5, 3, [C.green, C.green, C.amber, C.green, C.green]) +
    rect(44, 152, 392, 30, 'none', 8, `stroke="${C.amber}" stroke-width="3"`) +
    circle(420, 130, 16, C.amber) +
    text(420, 136, '?', 16, '#ffffff', 800, 'middle'),
  'data-import': () =>
    table(30, 60, 170, 5, 2, [C.green, C.green, C.green, C.green, C.green]) +
    arrow(215, 150, 275, 150) +
    [0, 1, 2]
      .map(
        (i) =>
          card(290, 50 + i * 75, 160, 60) +
          bar(310, 76 + i * 75, 90, [C.brand, C.teal, C.amber][i] ?? C.brand),
      )
      .join(''),
  'approval-flow': () =>
    card(40, 120, 110, 80) +
    bar(60, 150, 70, C.brand) +
    bar(60, 170, 50) +
    arrow(155, 160, 205, 160) +
    person(245, 165, 30, C.teal) +
    tick(270, 130) +
    arrow(285, 160, 335, 160) +
    person(375, 165, 30, C.brand) +
    tick(400, 130),
  'audit-trail': () => {
    let out = line(110, 50, 110, 270, C.line, 4);
    for (let i = 0; i < 4; i++)
      out +=
        circle(110, 70 + i * 62, 12, [C.brand, C.teal, C.amber, C.brand][i] ?? C.brand) +
        card(140, 48 + i * 62, 280, 46) +
        bar(160, 64 + i * 62, 110, C.ink) +
        bar(160, 80 + i * 62, 180);
    return out;
  },
  'ai-assistant': () =>
    card(50, 50, 230, 220) +
    [0, 1, 2, 3]
      .map((i) => bar(75, 85 + i * 44, 80, C.grey) + rect(75, 96 + i * 44, 180, 20, C.soft, 5))
      .join('') +
    path_(
      'M300 80 h130 a14 14 0 0 1 14 14 v70 a14 14 0 0 1 -14 14 h-90 l-24 22 v-22 h-16 a14 14 0 0 1 -14 -14 v-70 a14 14 0 0 1 14 -14 Z',
      'none',
      0,
      C.brand,
    ) +
    bar(318, 110, 100, '#ffffff') +
    bar(318, 132, 80, '#ffffff') +
    text(368, 240, '✦', 30, C.amber, 700, 'middle'),
  'work-order': () =>
    doc(60, 30, 220, 260, [0, 3], C.coral) +
    person(360, 130, 46, C.teal) +
    card(300, 200, 130, 64) +
    tick(325, 232) +
    bar(345, 228, 64),
  dashboard: () => {
    let out = '';
    const tiles = [
      [C.brand, '42%'],
      [C.teal, '3.1d'],
      [C.amber, '$1.2M'],
      [C.coral, '98%'],
    ] as const;
    tiles.forEach(([color, value], i) => {
      const x = 40 + (i % 2) * 205;
      const y = 40 + Math.floor(i / 2) * 125;
      out +=
        card(x, y, 190, 110) + bar(x + 20, y + 26, 70, C.line) + text(x + 20, y + 78, value, 30, color, 800);
    });
    return out;
  },
};

const outDir = path.resolve(import.meta.dirname, '../../public/illustrations');
mkdirSync(outDir, { recursive: true });
for (const [id, description] of Object.entries(illustrations)) {
  const draw = drawings[id as keyof typeof illustrations];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${description}"><rect width="480" height="320" rx="24" fill="${C.bg}"/>${draw()}</svg>\n`;
  writeFileSync(path.join(outDir, `${id}.svg`), svg);
}
console.log(`Drew ${Object.keys(illustrations).length} illustrations in public/illustrations/`);

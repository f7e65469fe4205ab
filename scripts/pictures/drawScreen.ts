/**
 * Draws a product screen (src/content/screenModel.ts) as an SVG: an app window with Aden's sidebar,
 * the screen's header and figures, and its table, plan or document, in the site theme's colours.
 * satori lays it out with Inter; outlineText turns the words into outlines, so the file looks the
 * same on every machine and is sharp at any pixel density.
 */
import satori from 'satori';
import type {
  ProductScreen,
  ScreenCell,
  ScreenDocument,
  ScreenPlan,
  ScreenTable,
  Tone,
} from '../../src/content/screenModel';
import { SCREEN_SIZE } from '../../src/content/screenModel';
import { el, loadInter } from '../satoriFonts';
import { outlineText } from './outlineText';

/** The site theme's colours (src/app/theme.ts) and the tints the screens need. */
const C = {
  ink: '#14142b',
  text: '#4e4b66',
  muted: '#8e8ca8',
  line: '#e6e5f0',
  canvas: '#f7f7fb',
  card: '#ffffff',
  brand: '#3f3cbb',
  brandTint: '#ecebfb',
  ok: '#1b6e3a',
  okTint: '#e3f3e8',
  alert: '#8a4b00',
  alertTint: '#fdf0dc',
  critical: '#b3261e',
  criticalTint: '#fbe7e5',
  focus: '#0b7a75',
  focusTint: '#e0f2f1',
};

const toneColours: Record<Tone | 'neutral', { fg: string; bg: string }> = {
  ok: { fg: C.ok, bg: C.okTint },
  alert: { fg: C.alert, bg: C.alertTint },
  critical: { fg: C.critical, bg: C.criticalTint },
  focus: { fg: C.focus, bg: C.focusTint },
  neutral: { fg: C.text, bg: '#efeff5' },
};

const row = (style: Record<string, unknown>, children: unknown) =>
  el('div', { display: 'flex', flexDirection: 'row', ...style }, children);
const column = (style: Record<string, unknown>, children: unknown) =>
  el('div', { display: 'flex', flexDirection: 'column', ...style }, children);
/** One line of text that never wraps: a long value ends in an ellipsis instead. */
const label = (text: string, style: Record<string, unknown> = {}) =>
  el('div', { display: 'block', whiteSpace: 'nowrap', ...style }, text);
/** A label that may be longer than its place: it ends in an ellipsis (a clip path in the file). */
const fitted = (text: string, style: Record<string, unknown> = {}) =>
  label(text, { overflow: 'hidden', textOverflow: 'ellipsis', ...style });

const pill = (text: string, tone: Tone | 'neutral') =>
  label(text, {
    padding: '3px 9px',
    borderRadius: 999,
    fontSize: 11,
    fontWeight: 600,
    color: toneColours[tone].fg,
    background: toneColours[tone].bg,
  });

const cardStyle = { background: C.card, border: `1px solid ${C.line}`, borderRadius: 10 };

function titleBar(screen: ProductScreen) {
  const dot = (colour: string) =>
    el('div', { width: 11, height: 11, borderRadius: 999, background: colour, marginRight: 7 });
  return row(
    {
      height: 34,
      alignItems: 'center',
      padding: '0 14px',
      background: '#ecebf3',
      borderRadius: '14px 14px 0 0',
      borderBottom: '1px solid #d9d8ea',
    },
    [
      dot('#e4572e'),
      dot('#f2a93b'),
      dot('#2e9e5b'),
      row({ flex: 1, justifyContent: 'center', marginRight: 54 }, [
        label(`Aden · ${screen.module} · ${screen.title}`, { fontSize: 12, color: C.text }),
      ]),
    ],
  );
}

function sidebar(screen: ProductScreen) {
  return column({ width: 186, background: C.ink, padding: '16px 10px', borderRadius: '0 0 0 13px' }, [
    row({ alignItems: 'center', padding: '0 6px', marginBottom: 6 }, [
      el(
        'div',
        {
          width: 24,
          height: 24,
          borderRadius: 7,
          background: C.brand,
          color: '#fff',
          fontSize: 14,
          fontWeight: 600,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          marginRight: 9,
        },
        'A',
      ),
      label('Aden', { fontSize: 15, fontWeight: 600, color: '#fff' }),
    ]),
    label(screen.workspace, { fontSize: 11, color: '#8e8ca8', padding: '0 6px', marginBottom: 16 }),
    ...screen.nav.map((name) =>
      fitted(name, {
        fontSize: 12,
        fontWeight: name === screen.module ? 600 : 400,
        padding: '7px 8px',
        borderRadius: 7,
        marginBottom: 2,
        color: name === screen.module ? '#fff' : '#c9c8e0',
        background: name === screen.module ? C.brand : 'transparent',
      }),
    ),
  ]);
}

function header(screen: ProductScreen) {
  return row({ alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: 16 }, [
    column({ flex: 1, minWidth: 0 }, [
      label(screen.subtitle, { fontSize: 12, color: C.muted, marginBottom: 4 }),
      label(screen.title, { fontSize: 22, fontWeight: 600, color: C.ink }),
    ]),
    ...(screen.action
      ? [
          label(screen.action, {
            marginLeft: 16,
            padding: '8px 16px',
            borderRadius: 999,
            background: C.brand,
            color: '#fff',
            fontSize: 12,
            fontWeight: 600,
          }),
        ]
      : []),
  ]);
}

function tiles(screen: ProductScreen) {
  if (screen.tiles.length === 0) return null;
  return row(
    { marginBottom: 14 },
    screen.tiles.map((tile, index) =>
      column(
        {
          ...cardStyle,
          flex: 1,
          minWidth: 0,
          padding: '11px 14px',
          marginLeft: index === 0 ? 0 : 12,
          borderTop: `3px solid ${tile.tone ? toneColours[tile.tone].fg : C.brand}`,
        },
        [
          label(tile.value, { fontSize: 21, fontWeight: 600, color: C.ink, marginBottom: 3 }),
          // Two lines at most: a figure's label is a phrase, set whole.
          el(
            'div',
            { display: 'flex', fontSize: 11, lineHeight: 1.3, height: 29, color: C.text },
            tile.label,
          ),
        ],
      ),
    ),
  );
}

const cellOf = (cell: ScreenCell | string): ScreenCell => (typeof cell === 'string' ? { text: cell } : cell);

function table(body: ScreenTable) {
  const total = body.columns.reduce((sum, item) => sum + item.share, 0);
  const width = (share: number) => `${(share / total) * 100}%`;
  const line = (children: unknown[], style: Record<string, unknown>) =>
    row({ alignItems: 'center', padding: '0 14px', borderTop: `1px solid ${C.line}`, ...style }, children);
  return column({ ...cardStyle, flex: 1 }, [
    label(body.heading, { fontSize: 13, fontWeight: 600, color: C.ink, padding: '12px 14px 10px' }),
    line(
      body.columns.map((item) =>
        label(item.title.toUpperCase(), {
          width: width(item.share),
          fontSize: 10,
          fontWeight: 600,
          color: C.muted,
          textAlign: item.numeric ? 'right' : 'left',
          paddingLeft: 8,
        }),
      ),
      { height: 28, background: C.canvas },
    ),
    ...body.rows.map((item) =>
      line(
        item.cells.map((raw, index) => {
          const cell = cellOf(raw);
          const numeric = cell.numeric ?? body.columns[index]?.numeric;
          return row(
            {
              width: width(body.columns[index]?.share ?? 1),
              justifyContent: numeric ? 'flex-end' : 'flex-start',
              paddingLeft: 8,
              minWidth: 0,
            },
            [
              cell.pill
                ? pill(cell.text, cell.pill)
                : fitted(cell.text, {
                    fontSize: 13,
                    color: C.ink,
                    fontWeight: cell.strong ? 600 : 400,
                  }),
            ],
          );
        }),
        {
          height: 42,
          background: item.tone ? toneColours[item.tone].bg : C.card,
          borderLeft: `3px solid ${item.tone ? toneColours[item.tone].fg : C.card}`,
        },
      ),
    ),
    ...(body.footer
      ? [
          line(
            [
              label(body.footer.label, { flex: 1, fontSize: 12, color: C.text, fontWeight: 600 }),
              label(body.footer.value, { fontSize: 13, color: C.ink, fontWeight: 600 }),
            ],
            { height: 36, marginTop: 'auto', background: C.canvas },
          ),
        ]
      : []),
  ]);
}

function plan(body: ScreenPlan) {
  const periods = body.periods.length;
  const nameWidth = 210;
  const chart = 480;
  const at = (value: number) => (value / periods) * chart;
  return column({ ...cardStyle, flex: 1 }, [
    row({ alignItems: 'center', justifyContent: 'space-between', padding: '12px 14px 10px' }, [
      label(body.heading, { fontSize: 13, fontWeight: 600, color: C.ink }),
      row({ alignItems: 'center' }, [
        el('div', { width: 18, height: 8, borderRadius: 4, background: C.critical, marginRight: 6 }),
        label(body.legend, { fontSize: 11, color: C.text }),
      ]),
    ]),
    row({ height: 28, alignItems: 'center', background: C.canvas, borderTop: `1px solid ${C.line}` }, [
      label('TASK', {
        width: nameWidth,
        boxSizing: 'border-box',
        paddingLeft: 14,
        fontSize: 10,
        fontWeight: 600,
        color: C.muted,
      }),
      ...body.periods.map((period) =>
        label(period, { width: chart / periods, fontSize: 10, fontWeight: 600, color: C.muted }),
      ),
    ]),
    ...body.tasks.map((task) => {
      const colour = task.tone ? toneColours[task.tone].fg : C.brand;
      return row({ height: 44, alignItems: 'center', borderTop: `1px solid ${C.line}` }, [
        // Border-box: the task names take nameWidth with their padding, so bars line up under the periods.
        column({ width: nameWidth, boxSizing: 'border-box', paddingLeft: 14, paddingRight: 10 }, [
          label(task.name, { fontSize: 12, color: C.ink, fontWeight: task.tone === 'critical' ? 600 : 400 }),
          label(task.owner, { fontSize: 10, color: C.muted }),
        ]),
        el('div', { position: 'relative', display: 'flex', width: chart, height: 44 }, [
          el(
            'div',
            {
              position: 'absolute',
              left: at(task.start),
              top: 15,
              width: at(task.length),
              height: 14,
              borderRadius: 7,
              background: task.tone ? toneColours[task.tone].bg : C.brandTint,
              border: `1.5px solid ${colour}`,
              display: 'flex',
            },
            [
              el('div', {
                width: `${Math.round((task.done ?? 0) * 100)}%`,
                height: '100%',
                borderRadius: 7,
                background: colour,
              }),
            ],
          ),
        ]),
      ]);
    }),
  ]);
}

function documentView(body: ScreenDocument) {
  const marks = [C.brand, C.focus, C.alert, C.ok, C.critical];
  const markOf = (index: number) => marks[index % marks.length] ?? C.brand;
  return row({ flex: 1, minHeight: 0 }, [
    column({ ...cardStyle, width: 300, padding: '14px 16px', marginRight: 14 }, [
      label(body.document.title, { fontSize: 13, fontWeight: 600, color: C.ink, marginBottom: 10 }),
      ...body.document.lines.map((line) =>
        label(line.text, {
          fontSize: 11,
          color: line.field === undefined ? C.text : C.ink,
          padding: '4px 6px',
          marginBottom: 3,
          borderRadius: 4,
          background: line.field === undefined ? 'transparent' : `${markOf(line.field)}1f`,
          borderLeft: `3px solid ${line.field === undefined ? C.card : markOf(line.field)}`,
        }),
      ),
    ]),
    column({ ...cardStyle, flex: 1 }, [
      label(body.heading, { fontSize: 13, fontWeight: 600, color: C.ink, padding: '12px 14px 10px' }),
      ...body.fields.map((field, index) =>
        row(
          {
            alignItems: 'center',
            height: 42,
            padding: '0 14px',
            borderTop: `1px solid ${C.line}`,
            background: field.tone ? toneColours[field.tone].bg : C.card,
          },
          [
            el('div', { width: 8, height: 8, borderRadius: 999, background: markOf(index), marginRight: 10 }),
            column({ flex: 1, minWidth: 0 }, [
              label(field.label, { fontSize: 10, color: C.muted }),
              label(field.value, { fontSize: 13, fontWeight: 600, color: C.ink }),
            ]),
            pill(field.confidence, field.tone ?? 'ok'),
          ],
        ),
      ),
    ]),
  ]);
}

const bodyOf = (screen: ProductScreen) =>
  screen.body.kind === 'table'
    ? table(screen.body)
    : screen.body.kind === 'plan'
      ? plan(screen.body)
      : documentView(screen.body);

/** satori defines a mask for most boxes and refers to few of them: the others are dead bytes. */
const withoutUnusedMasks = (svg: string) =>
  svg.replace(/<mask id="([^"]+)">(?:(?!<\/mask>).)*<\/mask>/g, (mask, id: string) =>
    svg.includes(`url(#${id})`) ? mask : '',
  );

/** The screen as an SVG document. */
export async function drawScreen(screen: ProductScreen): Promise<string> {
  const tree = column(
    {
      width: '100%',
      height: '100%',
      borderRadius: 14,
      border: '1px solid #d9d8ea',
      background: C.canvas,
      fontFamily: 'Inter',
    },
    [
      titleBar(screen),
      row({ flex: 1, minHeight: 0 }, [
        sidebar(screen),
        column({ flex: 1, minWidth: 0, padding: '20px 22px' }, [
          header(screen),
          tiles(screen),
          bodyOf(screen),
        ]),
      ]),
    ],
  );
  // biome-ignore lint/suspicious/noExplicitAny: satori's element type is React's; this tree has its shape.
  const svg = await satori(tree as any, { ...SCREEN_SIZE, fonts: await loadInter(), embedFont: false });
  return withoutUnusedMasks(await outlineText(svg));
}

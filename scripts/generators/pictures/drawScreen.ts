/**
 * Draws a product screen (src/content/screenModel.ts) as an SVG, in one crop: one panel of the product
 * (its workspace and module, the screen's title, and its table, plan or document), at the width it is
 * shown at and in the site theme's colours (the layout is src/content/screenLayout.ts).
 * satori lays it out with Inter; outlineText turns the words into outlines, so the file looks the
 * same on every machine and is sharp at any pixel density.
 */
import satori from 'satori';
import {
  PANEL,
  panelHeight,
  shownRows,
  showsDocument,
  tableColumns,
  textSizes,
} from '../../../src/content/screenLayout';
import type {
  ProductScreen,
  ScreenDocument,
  ScreenPlan,
  ScreenTable,
} from '../../../src/content/screenModel';
import { CROPS, type Crop } from '../../../src/content/screenModel';
import { el, loadInter } from '../satoriFonts';
import { outlineText } from './outlineText';
import {
  C,
  cardStyle,
  column,
  fitted,
  label,
  pill,
  row,
  tableLines,
  toneColours,
  withoutUnusedMasks,
} from './panelParts';

/** Drawing context of one crop: its sizes and width. */
interface Frame {
  crop: Crop;
  sizes: ReturnType<typeof textSizes>;
  width: number;
}

/** The product's own frame around the panel: Aden's mark, the workspace and the module. */
function topBar(screen: ProductScreen, frame: Frame) {
  const { small } = frame.sizes;
  return row({ height: PANEL.topBar, alignItems: 'flex-start' }, [
    el(
      'div',
      {
        width: 22,
        height: 22,
        borderRadius: 6,
        background: C.brand,
        color: C.white,
        fontSize: small,
        fontWeight: 700,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        marginRight: 8,
        flexShrink: 0,
      },
      'A',
    ),
    fitted(`${screen.workspace} · ${screen.module}`, {
      flex: 1,
      minWidth: 0,
      fontSize: small,
      lineHeight: '22px',
      color: C.text,
    }),
    ...(screen.action && frame.crop === 'wide'
      ? [
          label(screen.action, {
            marginLeft: 12,
            padding: '0 12px',
            height: 24,
            lineHeight: '24px',
            borderRadius: 999,
            background: C.brand,
            color: C.white,
            fontSize: small,
            fontWeight: 600,
          }),
        ]
      : []),
  ]);
}

function titleBlock(screen: ProductScreen, frame: Frame) {
  return column({ height: PANEL.titleBlock }, [
    fitted(screen.title, { fontSize: frame.sizes.title, fontWeight: 600, color: C.ink, lineHeight: 1.3 }),
    fitted(screen.subtitle, { fontSize: frame.sizes.small, color: C.text, marginTop: 4 }),
  ]);
}

const heading = (text: string, frame: Frame, aside?: unknown) =>
  row(
    {
      height: PANEL.heading,
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: `0 ${PANEL.cellPadding + 4}px`,
      flexShrink: 0,
    },
    [fitted(text, { fontSize: frame.sizes.body, fontWeight: 600, color: C.ink, minWidth: 0 }), aside ?? null],
  );

function table(body: ScreenTable, frame: Frame) {
  const rows = shownRows({ body } as ProductScreen) as ScreenTable['rows'];
  return column({ ...cardStyle, flex: 1 }, [
    heading(body.heading, frame),
    ...tableLines({
      table: { ...body, rows },
      columns: tableColumns(body, frame.crop),
      sizes: frame.sizes,
      heights: { header: PANEL.columnHeader, row: PANEL.tableRow, footer: PANEL.footer },
      ruleAboveTitles: true,
    }),
  ]);
}

function plan(body: ScreenPlan, frame: Frame) {
  const { small, body: text } = frame.sizes;
  const periods = body.periods.length;
  const inner = frame.width - 2 * PANEL.padding - 2;
  const nameWidth = Math.round(inner * 0.4);
  const chart = inner - nameWidth - PANEL.cellPadding;
  const at = (value: number) => (value / periods) * chart;
  return column({ ...cardStyle, flex: 1 }, [
    heading(
      body.heading,
      frame,
      row({ alignItems: 'center', flexShrink: 0 }, [
        el('div', { width: 14, height: 8, borderRadius: 4, background: C.critical, marginRight: 6 }),
        label(body.legend, { fontSize: small, color: C.text }),
      ]),
    ),
    row(
      {
        height: PANEL.columnHeader,
        alignItems: 'center',
        background: C.canvas,
        borderTop: `1px solid ${C.line}`,
      },
      [
        label('TASK', {
          width: nameWidth,
          boxSizing: 'border-box',
          paddingLeft: PANEL.cellPadding + 4,
          fontSize: small,
          fontWeight: 600,
          color: C.text,
        }),
        ...body.periods.map((period) =>
          label(period, { width: chart / periods, fontSize: small, fontWeight: 600, color: C.text }),
        ),
      ],
    ),
    ...body.tasks.slice(0, shownRows({ body } as ProductScreen).length).map((task) => {
      const colour = task.tone ? toneColours[task.tone].fg : C.brand;
      return row({ height: PANEL.taskRow, alignItems: 'center', borderTop: `1px solid ${C.line}` }, [
        column(
          { width: nameWidth, boxSizing: 'border-box', paddingLeft: PANEL.cellPadding + 4, paddingRight: 8 },
          [
            fitted(task.name, {
              fontSize: text,
              color: C.ink,
              fontWeight: task.tone === 'critical' ? 600 : 400,
            }),
            fitted(task.owner, { fontSize: small, color: C.text }),
          ],
        ),
        el('div', { position: 'relative', display: 'flex', width: chart, height: PANEL.taskRow }, [
          el(
            'div',
            {
              position: 'absolute',
              left: at(task.start),
              top: 13,
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

function documentView(body: ScreenDocument, frame: Frame) {
  const { small, body: text } = frame.sizes;
  const marks = [C.brand, C.teal, C.alert, C.ok, C.critical];
  const markOf = (index: number) => marks[index % marks.length] ?? C.brand;
  const fields = column({ ...cardStyle, flex: 1, minWidth: 0 }, [
    heading(body.heading, frame),
    ...body.fields.slice(0, shownRows({ body } as ProductScreen).length).map((field, index) =>
      row(
        {
          alignItems: 'center',
          height: PANEL.fieldRow,
          padding: `0 ${PANEL.cellPadding + 4}px`,
          borderTop: `1px solid ${C.line}`,
          background: field.tone ? toneColours[field.tone].bg : C.card,
        },
        [
          el('div', { width: 8, height: 8, borderRadius: 999, background: markOf(index), marginRight: 8 }),
          column({ flex: 1, minWidth: 0 }, [
            fitted(field.label, { fontSize: small, color: C.text }),
            fitted(field.value, { fontSize: text, fontWeight: 600, color: C.ink }),
          ]),
          pill(field.confidence, field.tone ?? 'ok', small),
        ],
      ),
    ),
  ]);
  if (!showsDocument(frame.crop)) return fields;
  return row({ flex: 1, minHeight: 0 }, [
    column({ ...cardStyle, width: Math.round(frame.width * 0.4), padding: '0 10px 8px', marginRight: 10 }, [
      row({ height: PANEL.heading, alignItems: 'center' }, [
        fitted(body.document.title, { fontSize: text, fontWeight: 600, color: C.ink }),
      ]),
      ...body.document.lines.map((line) =>
        fitted(line.text, {
          height: PANEL.documentLine - 4,
          lineHeight: `${PANEL.documentLine - 4}px`,
          fontSize: small,
          color: line.field === undefined ? C.text : C.ink,
          padding: '0 6px',
          marginBottom: 4,
          borderRadius: 4,
          background: line.field === undefined ? 'transparent' : `${markOf(line.field)}1f`,
          borderLeft: `3px solid ${line.field === undefined ? C.card : markOf(line.field)}`,
        }),
      ),
    ]),
    fields,
  ]);
}

const bodyOf = (screen: ProductScreen, frame: Frame) =>
  screen.body.kind === 'table'
    ? table(screen.body, frame)
    : screen.body.kind === 'plan'
      ? plan(screen.body, frame)
      : documentView(screen.body, frame);

/** One crop of the screen as satori lays it out: an SVG whose words are still `<text>`. */
export async function layOutScreen(screen: ProductScreen, crop: Crop): Promise<string> {
  const frame: Frame = { crop, sizes: textSizes(crop), width: CROPS[crop].width };
  const height = panelHeight(screen, crop);
  const tree = column(
    {
      width: frame.width,
      height,
      boxSizing: 'border-box',
      padding: PANEL.padding,
      borderRadius: 14,
      border: `1px solid ${C.line}`,
      background: C.canvas,
      fontFamily: 'Inter',
    },
    [topBar(screen, frame), titleBlock(screen, frame), bodyOf(screen, frame)],
  );
  // biome-ignore lint/suspicious/noExplicitAny: satori's element type is React's; this tree has its shape.
  return satori(tree as any, {
    width: frame.width,
    height,
    fonts: await loadInter(),
    embedFont: false,
  });
}

/** One crop of the screen as an SVG document, drawn at the width it is shown at, its text outlined. */
export async function drawScreen(screen: ProductScreen, crop: Crop): Promise<string> {
  return withoutUnusedMasks(await outlineText(await layOutScreen(screen, crop)));
}

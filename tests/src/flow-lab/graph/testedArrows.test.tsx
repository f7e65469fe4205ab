// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactMachine } from '../../../../machines/contact';
import { DiagramDrawing } from '../../../../src/flow-lab/graph/DiagramDrawing';
import { layoutGraph } from '../../../../src/flow-lab/graph/layout';
import { machineGraph } from '../../../../src/flow-lab/graph/machineGraph';
import { labTheme } from '../../../../src/flow-lab/labTheme';

const NONE: ReadonlySet<string> = new Set();

async function drawn(untested: ReadonlySet<string> | undefined) {
  const layout = await layoutGraph(machineGraph(contactMachine));
  const markup = renderToStaticMarkup(
    <ThemeProvider theme={labTheme}>
      <DiagramDrawing
        layout={layout}
        active={NONE}
        enabled={NONE}
        flashed={NONE}
        flashKey={0}
        untested={untested}
      />
    </ThemeProvider>,
  );
  const arrows = [
    ...markup.matchAll(/<g data-edge="([^"]+)"(?: data-tested="(\w+)")?><path [^>]*stroke="([^"]+)"/g),
  ];
  return { layout, arrows: arrows.map(([, edge, tested, stroke]) => ({ edge, tested, stroke })) };
}

describe('arrows and their tests on the chart', () => {
  it('draws an arrow no test takes in red and marks every other as tested', async () => {
    const { layout } = await drawn(undefined);
    const missing = layout.edges[0];
    if (!missing) throw new Error('contact has arrows');
    const { arrows } = await drawn(new Set([missing.testName]));
    expect(arrows).toHaveLength(layout.edges.length);
    const untested = arrows.filter((arrow) => arrow.tested === 'false');
    expect(untested.map((arrow) => arrow.edge)).toEqual([missing.transitionId]);
    expect(untested[0]?.stroke).toBe(labTheme.palette.error.main);
    for (const arrow of arrows.filter((other) => other.tested === 'true'))
      expect(arrow.stroke).not.toBe(labTheme.palette.error.main);
  });

  it('says nothing of tests without coverage figures', async () => {
    const { arrows } = await drawn(undefined);
    expect(arrows.length).toBeGreaterThan(0);
    for (const arrow of arrows) expect(arrow.tested).toBeUndefined();
  });
});

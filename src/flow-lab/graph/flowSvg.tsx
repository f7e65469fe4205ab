import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine } from 'xstate';
import { labTheme } from '@/flow-lab/labTheme';
import { RestingDrawing } from './DiagramDrawing';
import { layoutGraph } from './layout';
import { machineGraph } from './machineGraph';

/** A machine's diagram at rest as an SVG file: the lab's own drawing, laid out by the lab's ELK settings. */
export async function flowSvg(machine: AnyStateMachine): Promise<string> {
  const layout = await layoutGraph(machineGraph(machine));
  const markup = renderToStaticMarkup(
    <ThemeProvider theme={labTheme}>
      <RestingDrawing layout={layout} />
    </ThemeProvider>,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}

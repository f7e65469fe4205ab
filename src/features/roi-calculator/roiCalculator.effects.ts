import { roiCalculatorMachine } from '@machines/roiCalculator';
import { emit, fromPromise } from 'xstate';
import { loadedSavingsChart, loadSavingsChart } from './chartModule';

/**
 * Prints the page with its chart: a visit that never scrolled to the chart has not loaded it yet, so
 * it loads first and is drawn (a frame for its first render, one for its measured size) before printing.
 */
function printWithChart() {
  if (loadedSavingsChart()) {
    window.print();
    return;
  }
  const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
  void loadSavingsChart()
    .catch(() => undefined) // prints without it rather than not at all
    .then(nextFrame)
    .then(nextFrame)
    .then(() => window.print());
}

const linkFor = (search: string) => `${window.location.origin}${window.location.pathname}?${search}`;

/** What the calculator emits when the visitor asks for an Enterprise estimate: the page opens contact sales. */
export const CONTACT_SALES_EVENT = 'roi.contactSales';

/**
 * The calculator's side effects in the browser: the URL, the clipboard, printing. Contact sales is
 * another flow's (the app's contact dialog): the calculator emits CONTACT_SALES_EVENT for its page.
 */
export const createRoiCalculatorLogic = () =>
  roiCalculatorMachine.provide({
    actors: {
      readSharedSearch: fromPromise(async () => window.location.search.replace(/^\?/, '')),
      copyLink: fromPromise<void, { search: string }>(({ input }) =>
        navigator.clipboard.writeText(linkFor(input.search)),
      ),
    },
    actions: {
      writeUrl: (_, { search }) =>
        window.history.replaceState(window.history.state, '', `${window.location.pathname}?${search}`),
      openContactSales: emit({ type: CONTACT_SALES_EVENT }),
      printPage: printWithChart,
    },
  });

/** The link of an estimate, shown for copying by hand when the clipboard refuses. */
export const shareLink = linkFor;

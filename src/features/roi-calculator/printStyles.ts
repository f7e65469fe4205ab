import { brandColours } from '@/theme/brandColours';

/**
 * What a printed estimate keeps: the inputs, the figures and the chart, on white, without the site's
 * header, footer, chat launcher and buttons.
 */
export const roiPrintStyles = {
  '@media print': {
    '@page': { margin: '14mm' },
    'header, footer, .roi-actions, .roi-no-print': {
      display: 'none !important',
    },
    body: { background: brandColours.white },
    '#main > section:first-of-type': { paddingTop: 0, paddingBottom: '16px' },
    '.roi-print-keep': { breakInside: 'avoid' },
    '.MuiPaper-root': { boxShadow: 'none !important' },
  },
} as const;

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Palette, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { LEGEND } from './chartWords';
import { setCodeNames, useCodeNames } from './codeNames';

/** Every colour the drawing paints with a meaning, and that meaning (DiagramDrawing.tsx). */
export const COLOUR_LEGEND: readonly { colour(palette: Palette): string; says: string }[] = [
  { colour: (palette) => palette.primary.main, says: 'where the flow is, and what a click takes' },
  { colour: (palette) => palette.warning.main, says: 'the step just taken' },
  { colour: (palette) => palette.secondary.main, says: 'a condition, a call, a child flow, a pick' },
  { colour: (palette) => palette.success.dark, says: 'visitors’ figures' },
  { colour: (palette) => palette.error.main, says: 'no test of the flow takes this arrow' },
  { colour: (palette) => palette.grey[500], says: 'an arrow a test takes' },
];

/** The bar above the chart: the "Code names" switch, what the marks mean and what each colour means. */
export function ChartBar({ coverageShown }: { coverageShown: boolean }) {
  const { palette } = useTheme();
  const codeNames = useCodeNames();
  // Without coverage figures the arrows are not told apart by tests: the last two colours say nothing.
  const colours = coverageShown ? COLOUR_LEGEND : COLOUR_LEGEND.slice(0, -2);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        minHeight: 36,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <FormControlLabel
        sx={{ mr: 0, flexShrink: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
        control={
          <Switch
            size="small"
            checked={codeNames}
            onChange={(change) => setCodeNames(change.target.checked)}
          />
        }
        label="Code names"
      />
      <Typography
        component="p"
        aria-label="Legend"
        sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.35, py: 0.5, minWidth: 0, flex: 1 }}
      >
        {LEGEND.map((item, index) => (
          <Fragment key={item.mark}>
            {index > 0 && ' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <Box component="b" sx={{ color: 'text.primary' }}>
                {item.mark}
              </Box>{' '}
              {item.says}
            </Box>
          </Fragment>
        ))}
        {colours.map((item) => (
          <Fragment key={item.says}>
            {' · '}
            <Box component="span" data-colour={item.colour(palette)} sx={{ whiteSpace: 'nowrap' }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  mr: 0.5,
                  borderRadius: '2px',
                  bgcolor: item.colour(palette),
                  verticalAlign: 'baseline',
                }}
              />
              {item.says}
            </Box>
          </Fragment>
        ))}
      </Typography>
    </Box>
  );
}

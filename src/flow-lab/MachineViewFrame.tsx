import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { useCodeNames } from './graph/codeNames';
import { Diagram } from './graph/Diagram';

export interface MachineStatus {
  label: string;
  color: ChipProps['color'];
}

/**
 * The frame of one machine in the lab, a sandbox run or a live actor alike: a bar with its name, its
 * status and the view's own buttons, a line about it, the diagram filling the rest (or `placeholder`
 * while there is none to show), and the side panel.
 */
export function MachineViewFrame({
  name,
  code = name,
  status,
  actions,
  about,
  diagram,
  placeholder,
  side,
  screen,
  layer,
  sideWidth = 420,
}: {
  /** The flow's name in words. */
  name: string;
  /** Its machine's id: shown small with code names, and the name of its downloaded chart. */
  code?: string;
  status: MachineStatus;
  actions: ReactNode;
  about: ReactNode;
  diagram: Omit<ComponentProps<typeof Diagram>, 'name'> | null;
  placeholder: string;
  side: ReactNode;
  /** What the visitor sees, beside the diagram, above the side panel. */
  screen?: ReactNode;
  /** A layer's controls and words, between the bar and the diagram (the Visitors layer). */
  layer?: ReactNode;
  /** The right-hand column's width (the screen's room): pixels, or a CSS length. */
  sideWidth?: number | string;
}) {
  const codeNames = useCodeNames();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: `minmax(0, 1fr) ${typeof sideWidth === 'number' ? `${sideWidth}px` : sideWidth}`,
        },
        height: { lg: '100%' },
        minHeight: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 }}>
        <Box sx={{ px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          {/* The buttons wrap below the name rather than run into the screen's column. */}
          <Stack
            direction="row"
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1.5,
              '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
            }}
          >
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            {codeNames && code !== name && (
              <Typography sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
                {code}
              </Typography>
            )}
            <Chip size="small" variant="outlined" label={status.label} color={status.color ?? 'default'} />
            <Box sx={{ flex: 1 }} />
            {actions}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {about}
          </Typography>
        </Box>
        {layer}
        <Box sx={{ flex: 1, minHeight: 0, height: { xs: '60vh', lg: 'auto' } }}>
          {diagram ? (
            <Diagram name={code} {...diagram} />
          ) : (
            <Box sx={{ p: 3, color: 'text.secondary' }}>{placeholder}</Box>
          )}
        </Box>
      </Box>
      {screen ? (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
            overflowY: { lg: 'auto' },
            borderLeft: 1,
            borderColor: 'divider',
          }}
        >
          {screen}
          {/* One scroll for the column: the panel below the screen grows instead of scrolling itself. */}
          <Box sx={{ flexShrink: 0, display: 'grid' }}>{side}</Box>
        </Box>
      ) : (
        side
      )}
    </Box>
  );
}

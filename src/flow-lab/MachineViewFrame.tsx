import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MachineStatus {
  label: string;
  color: ChipProps['color'];
}

/**
 * The frame of one machine in the lab, a sandbox run or a live actor alike: a bar with its name, its
 * status and the view's own buttons, a line about it, the diagram filling the rest, and the side panel.
 */
export function MachineViewFrame({
  name,
  status,
  actions,
  about,
  diagram,
  side,
}: {
  name: string;
  status: MachineStatus;
  actions: ReactNode;
  about: ReactNode;
  diagram: ReactNode;
  side: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
        height: { lg: '100%' },
        minHeight: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 }}>
        <Box sx={{ px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
              {name}
            </Typography>
            <Chip size="small" variant="outlined" label={status.label} color={status.color ?? 'default'} />
            <Box sx={{ flex: 1 }} />
            {actions}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {about}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, height: { xs: '60vh', lg: 'auto' } }}>{diagram}</Box>
      </Box>
      {side}
    </Box>
  );
}

/** Where the diagram goes while it is laid out, or when there is none to show. */
export function DiagramPlaceholder({ children }: { children: ReactNode }) {
  return <Box sx={{ p: 3, color: 'text.secondary' }}>{children}</Box>;
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from './Section';

/** The lab's right-hand column, shared by the sandbox and the live view. */
export function SidePanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-label={label}
      sx={{
        borderLeft: 1,
        borderColor: 'divider',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        minHeight: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** The machine's state value, as JSON. */
export function StateSection({ label, value }: { label: string; value: unknown }) {
  return (
    <Section title="State">
      <Typography aria-label={label} sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
        {JSON.stringify(value)}
      </Typography>
    </Section>
  );
}

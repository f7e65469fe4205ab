import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import { SENTENCE_SEPARATOR, stateSentences } from '@/flow-lab/sandbox/stateSentences';
import { PanelSection } from './PanelSection';

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

/** A path of sentences; the innermost, where the flow is, in bold when `leaf`. */
function Sentences({ parts, leaf }: { parts: readonly string[]; leaf: boolean }) {
  return parts.map((part, index) => (
    <Box
      component="span"
      // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the path is its identity
      key={index}
      sx={{ fontWeight: leaf && index === parts.length - 1 ? 600 : 400 }}
    >
      {index > 0 && (
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          {SENTENCE_SEPARATOR}
        </Box>
      )}
      {part}
    </Box>
  ));
}

/**
 * Where the machine is, in the words of its states (outer to inner, a line per parallel region).
 * The raw state value is the section's `data-value` for tests, and shows below, small, with code names.
 */
export function StateSection({
  label,
  value,
  machine,
}: {
  label: string;
  value: unknown;
  machine: AnyStateMachine | null;
}) {
  const { shared, branches } = machine ? stateSentences(machine, value) : { shared: [], branches: [] };
  const codeNames = useCodeNames();
  const raw = JSON.stringify(value);
  return (
    <PanelSection title="State">
      {machine && (
        <Box aria-label="State in words" sx={{ fontSize: 14, lineHeight: 1.45, mb: 1 }}>
          {shared.length > 0 && (
            <Box>
              <Sentences parts={shared} leaf={branches.length === 0} />
            </Box>
          )}
          {branches.length > 0 && (
            <Box
              component="ul"
              sx={{ m: 0, mt: 0.5, pl: 1.5, listStyle: 'none', borderLeft: 2, borderColor: 'divider' }}
            >
              {branches.map((branch) => (
                <Box component="li" key={branch.join(SENTENCE_SEPARATOR)} sx={{ py: 0.25 }}>
                  <Sentences parts={branch} leaf />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
      <Typography
        aria-label={label}
        data-value={raw}
        sx={{ fontFamily: 'monospace', fontSize: 11, color: 'text.secondary', wordBreak: 'break-all' }}
      >
        {(codeNames || !machine) && raw}
      </Typography>
    </PanelSection>
  );
}

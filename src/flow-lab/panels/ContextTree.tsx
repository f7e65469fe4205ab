import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import { nameInWords, valueInWords } from './plainWords';

/** Whether the tree shows the code's names and JSON values, or words. */
const CodeNames = createContext(false);

const count = (size: number, unit: string) => `${size} ${unit}${size === 1 ? '' : 's'}`;

function summaryOf(value: unknown, codeNames: boolean) {
  const size = Array.isArray(value) ? value.length : Object.keys(value as object).length;
  if (codeNames) return Array.isArray(value) ? `[${size}]` : `{${size}}`;
  return Array.isArray(value) ? count(size, 'item') : count(size, 'field');
}

function Leaf({ value }: { value: unknown }) {
  const codeNames = useContext(CodeNames);
  const colour =
    typeof value === 'string' ? 'success.dark' : value === null ? 'text.disabled' : 'secondary.main';
  return (
    <Box component="span" sx={{ color: colour, wordBreak: 'break-all' }}>
      {codeNames ? JSON.stringify(value) : valueInWords(value)}
    </Box>
  );
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const codeNames = useContext(CodeNames);
  const label = codeNames ? name : nameInWords(name);
  if (value === null || typeof value !== 'object')
    return (
      <Box component="li" sx={{ listStyle: 'none', py: 0.25 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
        <Leaf value={value} />
      </Box>
    );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <details open={depth < 1}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 0.25, color: 'text.secondary' }}>
          {label}{' '}
          <Box component="span" sx={{ color: 'text.disabled' }}>
            {summaryOf(value, codeNames)}
          </Box>
        </Box>
        <Entries value={value as object} depth={depth + 1} />
      </details>
    </Box>
  );
}

function Entries({ value, depth }: { value: object; depth: number }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: depth === 0 ? 0 : 2 }}>
      {Object.entries(value).map(([name, item]) => (
        <Node key={name} name={name} value={item} depth={depth} />
      ))}
    </Box>
  );
}

/**
 * The context as a tree: objects and arrays fold. Names and values read in words ("code sent: yes"),
 * or as the code's names and JSON with code names.
 */
export function ContextTree({ context }: { context: Record<string, unknown> }) {
  const codeNames = useCodeNames();
  return (
    <CodeNames.Provider value={codeNames}>
      <Box aria-label="Context tree" sx={{ fontFamily: codeNames ? 'monospace' : undefined, fontSize: 13 }}>
        {Object.keys(context).length === 0 ? (
          <Box sx={{ color: 'text.secondary' }}>No context.</Box>
        ) : (
          <Entries value={context} depth={0} />
        )}
      </Box>
    </CodeNames.Provider>
  );
}

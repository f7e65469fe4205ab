import Box from '@mui/material/Box';

const summaryOf = (value: unknown) =>
  Array.isArray(value) ? `[${value.length}]` : `{${Object.keys(value as object).length}}`;

function Leaf({ value }: { value: unknown }) {
  const colour =
    typeof value === 'string' ? 'success.dark' : value === null ? 'text.disabled' : 'secondary.main';
  return (
    <Box component="span" sx={{ color: colour, wordBreak: 'break-all' }}>
      {JSON.stringify(value)}
    </Box>
  );
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object')
    return (
      <Box component="li" sx={{ listStyle: 'none', py: 0.25 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {name}:{' '}
        </Box>
        <Leaf value={value} />
      </Box>
    );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <details open={depth < 1}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 0.25, color: 'text.secondary' }}>
          {name}{' '}
          <Box component="span" sx={{ color: 'text.disabled' }}>
            {summaryOf(value)}
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

/** The context as a tree: objects and arrays fold, values are shown as JSON. */
export function ContextTree({ context }: { context: Record<string, unknown> }) {
  return (
    <Box aria-label="Context tree" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {Object.keys(context).length === 0 ? (
        <Box sx={{ color: 'text.secondary' }}>No context.</Box>
      ) : (
        <Entries value={context} depth={0} />
      )}
    </Box>
  );
}

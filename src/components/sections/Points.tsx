import Box from '@mui/material/Box';

/** A short bullet list of facts under a feature. */
export function Points({ points }: { points: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </Box>
  );
}

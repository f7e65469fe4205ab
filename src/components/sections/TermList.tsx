import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Terms and their details side by side, stacked on a phone so no detail is cut (a `<dl>`). */
export function TermList({
  items,
  rowGap = 1,
}: {
  items: readonly { term: string; detail: string }[];
  rowGap?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: rowGap },
      }}
    >
      {items.map((item) => (
        <Box key={item.term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {item.term}
          </Typography>
          <Typography component="dd" color="text.secondary" sx={{ m: 0, mb: { xs: 1.5, sm: 0 } }}>
            {item.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A security control and the plans it holds on, as a term and its detail. */
export const securityTerm = (point: { feature: string; plans: string }) => ({
  term: point.feature,
  detail: point.plans,
});

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cardSurface } from '@/components/surfaces';
import type { Office } from '@/content/schema';
import { gridColumns } from './balancedColumns';

/** Aden's offices as cards: what each is for, its address, a telephone link and its hours. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: gridColumns(offices.length, { md: 3 }),
      }}
    >
      {offices.map((office) => (
        <Box component="li" key={office.city} sx={{ ...cardSurface, p: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
            {office.city}
          </Typography>
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600, mb: 1.5 }}>
            {office.label}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', mb: 1.5 }}>
            {office.address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
          </Box>
          <Typography variant="body2">
            <Link href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {office.hours}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

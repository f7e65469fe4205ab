import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CardGrid, CardGridItem } from '@/components/sections/CardGrid';
import type { Office } from '@/content/schema';

/** Aden's offices as cards: what each is for, its address, a telephone link and its hours. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <CardGrid count={offices.length} columns={{ md: 3 }}>
      {offices.map((office) => (
        <CardGridItem key={office.city}>
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
        </CardGridItem>
      ))}
    </CardGrid>
  );
}

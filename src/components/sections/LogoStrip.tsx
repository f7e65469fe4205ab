import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Monogram, type MonogramData } from './Monogram';
import { Section } from './Section';

export interface LogoItem {
  name: string;
  caption?: string;
  logo: MonogramData;
}

/** Customers' or partners' marks with their names. */
export function LogoStrip({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: readonly LogoItem[];
}) {
  return (
    <Section id={id} heading={heading} centered>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.name}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
          >
            <Monogram logo={item.logo} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{item.name}</Typography>
              {item.caption && (
                <Typography variant="body2" color="text.secondary">
                  {item.caption}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

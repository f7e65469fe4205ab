import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WordMarkData } from '@/content/wordMarks';
import { gridColumns } from './balancedColumns';
import { Section } from './Section';
import { WordMark } from './WordMark';

export interface LogoItem {
  mark: WordMarkData;
  caption?: string;
}

/** Customers' word marks with what each company does. */
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
          gridTemplateColumns: gridColumns(items.length, { xs: 2, sm: 3, md: 4 }),
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.mark.name} sx={{ minWidth: 0 }}>
            <WordMark mark={item.mark} />
            {item.caption && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {item.caption}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}

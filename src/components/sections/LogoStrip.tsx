import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { CustomerMarkData } from '@/content/customerMarks';
import { CardGrid } from './CardGrid';
import { CustomerMark } from './CustomerMark';
import { Section } from './Section';

export interface LogoItem {
  mark: CustomerMarkData;
  caption?: string;
}

/**
 * Customers' logos in rows of equal cells, each centred in its cell with what the company does under
 * it; a customer with a story links to it.
 */
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
      <CardGrid count={items.length} columns={{ xs: 2, sm: 3, md: 5 }} gap={3} rowGap={5}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.mark.name}
            sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
          >
            {item.mark.href ? (
              <Box
                component={Link}
                href={item.mark.href}
                aria-label={`${item.mark.name}: read the story`}
                sx={{ '&:hover [data-customer-mark]': { color: 'text.primary' } }}
              >
                <CustomerMark mark={item.mark} />
              </Box>
            ) : (
              <CustomerMark mark={item.mark} />
            )}
            {item.caption && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {item.caption}
              </Typography>
            )}
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}

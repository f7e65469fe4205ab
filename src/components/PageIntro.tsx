import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The opening section of a page: its h1 and a one-paragraph description. */
export function PageIntro({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Box component="section" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {description}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

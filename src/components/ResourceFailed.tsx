import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A page's content could not be loaded (not a 404): say so and offer Retry. */
export function ResourceFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: string;
  onRetry: () => void;
}) {
  return (
    <Box component="section" sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Typography role="alert" color="error" sx={{ mb: 3 }}>
          {error ? `Could not load this page: ${error}` : 'Could not load this page.'}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Container>
    </Box>
  );
}

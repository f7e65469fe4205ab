import { BUTTON_LABELS } from '@contract/buttonLabels';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/sections/PageHero';

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
    <PageHero title={title}>
      <Typography role="alert" color="error" sx={{ mb: 3 }}>
        {error ? `Could not load this page: ${error}` : 'Could not load this page.'}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {BUTTON_LABELS.retry}
      </Button>
    </PageHero>
  );
}

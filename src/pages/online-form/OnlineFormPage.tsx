import { rejectMessage } from '@contract/messages';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/ErrorPage';
import type { PageProps } from '@/components/pageProps';
import { ResourceFailed } from '@/components/ResourceFailed';
import { OnlineForm } from '@/features/online-form/OnlineForm';
import { useOnlineFormDefinition } from '@/features/online-form/useOnlineFormDefinition';
import { routes } from '@/lib/routing/paths';

function FormFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 8 }, bgcolor: 'grey.50' }}>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3 }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {description ? (
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {description}
            </Typography>
          ) : null}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

/** /online-form/{id}: a form defined on the server, filled in and sent; an unknown id is the 404 page. */
export default function OnlineFormPage({ params }: PageProps) {
  const id = params.id ?? '';
  const { view, retry } = useOnlineFormDefinition(id);
  switch (view.status) {
    case 'loading':
      return (
        <FormFrame title={routes['online-form-id'].meta.title} description={<Skeleton variant="text" />}>
          <Box aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 3 }} />
            ))}
          </Box>
        </FormFrame>
      );
    case 'notFound':
      return <ErrorPage status={404} message={rejectMessage(`/online-form/${id}`)} />;
    case 'failed':
      return (
        <ResourceFailed title={routes['online-form-id'].meta.title} error={view.error} onRetry={retry} />
      );
    case 'ready':
      return (
        <FormFrame title={view.data.title} description={view.data.description}>
          <OnlineForm formId={id} fields={view.data.fields} />
        </FormFrame>
      );
  }
}

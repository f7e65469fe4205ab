import { rejectMessage } from '@contract/messages';
import { ErrorPage } from '@/components/ErrorPage';
import type { PageProps } from '@/components/pageProps';
import { ResourceFailed } from '@/components/ResourceFailed';
import { EmployeeProfile, EmployeeSkeleton } from '@/features/employee/EmployeeProfile';
import { useEmployee } from '@/features/employee/useEmployee';
import { routes } from '@/lib/routing/paths';
import { useDemoDialog, useShowAuth } from '@/lib/state/appActors';

/** /employee/{id}: the employee's public card from the API; an unknown id is the 404 page. */
export default function EmployeePage({ params }: PageProps) {
  const id = params.id ?? '';
  const { view, retry } = useEmployee(id);
  const showAuth = useShowAuth();
  const openDemo = useDemoDialog().show;
  switch (view.status) {
    case 'loading':
      return <EmployeeSkeleton />;
    case 'notFound':
      return <ErrorPage status={404} message={rejectMessage(`/employee/${id}`)} />;
    case 'failed':
      return <ResourceFailed title={routes.employee.meta.title} error={view.error} onRetry={retry} />;
    case 'ready':
      return (
        <EmployeeProfile
          employee={view.data}
          onBookDemo={openDemo}
          // Sign-ups from this page carry rel aden-employee and rId = the id (useShowAuth reads the path).
          onStartFree={() => showAuth('signup')}
        />
      );
  }
}

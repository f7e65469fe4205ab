import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import type { Crumb } from '@/lib/seo/seo';

/** Where a nested page sits, home first and this page last (its BreadcrumbList JSON-LD says the same). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  // Home alone is no trail.
  if (last < 1) return null;
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mb: 3, fontSize: '0.875rem' }}>
      {crumbs.map((crumb, index) =>
        index === last ? (
          <Typography
            key={crumb.path}
            aria-current="page"
            sx={{ fontSize: 'inherit', color: 'text.secondary' }}
          >
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component={RouterLink}
            href={crumb.path}
            color="primary"
            sx={{ fontSize: 'inherit' }}
          >
            {crumb.name}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

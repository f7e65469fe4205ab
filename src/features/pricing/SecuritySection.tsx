import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { securityTerm, TermList } from '@/components/sections/TermList';
import { panelSurface } from '@/components/surfaces';
import { routes } from '@/lib/routing/paths';

/**
 * Security and compliance where the plan is chosen: what protects data on every plan, the controls
 * each plan adds (from the comparison's rows), and where to read more.
 */
export function SecuritySection({
  security,
}: {
  /** What protects data on every plan, and each control with the plans that have it. */
  security: { dataProtection: string; points: readonly { feature: string; plans: string }[] };
}) {
  const { points } = security;
  return (
    <Box component="section" aria-labelledby="security-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            ...panelSurface,
            p: { xs: 3, md: 5 },
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Box>
            <Typography
              id="security-title"
              variant="h4"
              component="h2"
              sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <LockOutlined color="primary" aria-hidden />
              Security and compliance
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {security.dataProtection}
            </Typography>
            <Typography sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              <Link href={routes.privacy.path} sx={{ fontWeight: 600 }}>
                Privacy policy
              </Link>
              <Link href={routes.security.path} sx={{ fontWeight: 600 }}>
                Security and trust
              </Link>
            </Typography>
          </Box>
          <TermList items={points.map(securityTerm)} rowGap={1.5} />
        </Box>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'wouter';
import { gridColumns } from '@/components/sections/balancedColumns';
import { config } from '@/lib/config/siteConfig';
import { useConsentCommands } from '@/lib/state/appActors';
import { type FooterGroup, type FooterLink as FooterLinkData, footerGroups, legalLinks } from './footerLinks';

/**
 * The year is taken when this module loads: the prerendered HTML may be older than the visit, so its
 * text node is allowed to differ at hydration (a new year is the only difference it can have).
 */
const copyrightYear = new Date().getFullYear();

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: { xs: 8, md: 12 },
        pt: { xs: 6, md: 8 },
        pb: 4,
        bgcolor: 'grey.50',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: gridColumns(footerGroups.length, { xs: 2, md: 4 }),
            gap: { xs: 4, md: 6 },
          }}
        >
          {footerGroups.map((group) => (
            <FooterColumn key={group.title} group={group} />
          ))}
        </Box>
        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © <span suppressHydrationWarning>{copyrightYear}</span> Aden. All rights reserved.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            AI business automation for operations teams.
          </Typography>
          <Box
            component="nav"
            aria-label="Legal"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'center' }}
          >
            {legalLinks.map((link) => (
              <FooterLink key={link.path} link={link} />
            ))}
            {config.consentRequired && <CookieSettingsLink />}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/** Reopens the cookie choice (issue 13); there is none to reopen where consent is not required. */
function CookieSettingsLink() {
  const { openSettings } = useConsentCommands();
  return (
    <MuiLink
      component="button"
      type="button"
      variant="body2"
      color="text.secondary"
      onClick={openSettings}
      sx={{ '&:hover': { color: 'primary.main' } }}
    >
      Cookie settings
    </MuiLink>
  );
}

function FooterColumn({ group }: { group: FooterGroup }) {
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {group.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {group.links.map((link) => (
          <li key={link.path}>
            <FooterLink link={link} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** One page's link: at least 24 px tall (WCAG 2.2 target size) by itself, not by the gaps around it. */
function FooterLink({ link }: { link: FooterLinkData }) {
  return (
    <Link href={link.path} asChild>
      <MuiLink
        variant="body2"
        color="text.secondary"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 24,
          '&:hover': { color: 'primary.main' },
        }}
      >
        {link.label}
      </MuiLink>
    </Link>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'wouter';
import { HEADER_FADE_PX } from '@/lib/config/themeTokens';
import { DesktopNav } from './DesktopNav';
import { DesktopActions } from './HeaderActions';
import { headerAppearance } from './headerBackground';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { useScrollY } from './useScrollY';

/** The site header (SPEC 2). See headerAppearance for what whiteHeader changes. */
export function Header({ whiteHeader }: { whiteHeader: boolean }) {
  const [path] = useLocation();
  const { backgroundOpacity, edgeOpacity } = headerAppearance(whiteHeader, useScrollY(HEADER_FADE_PX));

  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      data-background-opacity={backgroundOpacity}
      sx={(theme) => ({
        color: 'text.primary',
        backgroundColor: alpha(theme.palette.background.paper, backgroundOpacity),
        borderBottom: `1px solid ${alpha(theme.palette.text.primary, 0.08 * edgeOpacity)}`,
        boxShadow: `0 6px 24px ${alpha(theme.palette.text.primary, 0.06 * edgeOpacity)}`,
        backdropFilter: backgroundOpacity > 0 && backgroundOpacity < 1 ? 'saturate(180%) blur(8px)' : 'none',
        transition: 'background-color 120ms linear',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, lg: 2 }, minHeight: { xs: 64, md: 72 } }}>
          <Logo />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <DesktopNav path={path} />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <DesktopActions path={path} />
          </Box>
          <MobileNav path={path} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import { useLocation } from 'wouter';
import { HEADER_FADE_PX } from '@/lib/config/themeTokens';
import { DesktopNav } from './DesktopNav';
import { DesktopActions } from './HeaderActions';
import { headerAppearance } from './headerBackground';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { useScrollY } from './useScrollY';

/**
 * The site header (SPEC 2), fixed at the top. See headerAppearance for what whiteHeader changes. A plain
 * box, not MUI's AppBar: its colour and position variants, none of which the header uses, were 1 KB of
 * every first visit's JavaScript.
 */
export function Header({ whiteHeader }: { whiteHeader: boolean }) {
  const [path] = useLocation();
  const { backgroundOpacity, edgeOpacity } = headerAppearance(whiteHeader, useScrollY(HEADER_FADE_PX));

  return (
    <Box
      component="header"
      // MUI's mark of a fixed element: the scroll lock pads it as it pads the body (src/lib/ui/scrollLock.ts).
      className="mui-fixed"
      data-background-opacity={backgroundOpacity}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        right: 0,
        width: '100%',
        zIndex: 'appBar',
        '@media print': { position: 'absolute' },
        color: 'text.primary',
        backgroundColor: alpha(theme.palette.background.paper, backgroundOpacity),
        borderBottom: `1px solid ${alpha(theme.palette.text.primary, 0.08 * edgeOpacity)}`,
        boxShadow: `0 6px 24px ${alpha(theme.palette.text.primary, 0.06 * edgeOpacity)}`,
        backdropFilter: backgroundOpacity > 0 && backgroundOpacity < 1 ? 'saturate(180%) blur(8px)' : 'none',
        transition: 'background-color 120ms linear',
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, lg: 2 }, minHeight: { xs: 64, md: 72 } }}
        >
          <Logo />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <DesktopNav path={path} />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <DesktopActions path={path} />
          </Box>
          <MobileNav path={path} />
        </Box>
      </Container>
    </Box>
  );
}

import { alpha, createTheme } from '@mui/material/styles';
import { fontSizes, fontWeights } from '@/components/typeScale';
import { type ThemeTokens, themeTokens } from '@/lib/config/themeTokens';
import { brandColours as colour } from './brandColours';
import { fontStack } from './siteTypeface';

// The UI numbers of SPEC.md section 9 travel with the theme as `theme.tokens`.
declare module '@mui/material/styles' {
  interface Theme {
    tokens: ThemeTokens;
  }
  interface ThemeOptions {
    tokens?: ThemeTokens;
  }
  interface Palette {
    surface: SurfacePalette;
  }
  interface PaletteOptions {
    surface?: SurfacePalette;
  }
}

/**
 * The surfaces a page is built of, set apart by tone rather than by outline (docs/decisions/0175):
 * `tint` for a muted band and for a card on a white band, `dark` for a page's one dark band, `field`
 * the brand's colour field behind the hero's picture.
 */
interface SurfacePalette {
  tint: string;
  dark: string;
  field: string;
}

/** WCAG AA for normal text; MUI also uses it to pick each colour's contrastText (dark or white). */
const AA_CONTRAST = 4.5;

const ink = colour.ink;

/**
 * A pressed button drops by a pixel (drawn by the compositor): only buttons and icon buttons, since
 * other controls built on ButtonBase move by transform themselves (a switch's thumb).
 */
const pressed = { transform: 'translateY(1px)' };

/** The media query of wide screens (MUI's `md`, 900 px), where headings step up the scale. */
const wide = '@media (min-width:900px)';

/**
 * The one theme of the site. Every colour a text sits on is chosen so the pair reaches WCAG AA (4.5:1);
 * the status colours double as the toast backgrounds (see features/toasts/toastColors.ts).
 * The type is Inter, served from the site itself (siteTypeface.ts).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    contrastThreshold: AA_CONTRAST,
    primary: {
      main: colour.brand,
      dark: colour.brandDark,
      light: colour.brandLight,
      contrastText: colour.white,
    },
    secondary: { main: colour.teal, contrastText: colour.white },
    success: { main: colour.ok, contrastText: colour.white },
    info: { main: colour.info, contrastText: colour.white },
    warning: { main: colour.alert, contrastText: colour.white },
    error: { main: colour.critical, contrastText: colour.white },
    text: { primary: ink, secondary: colour.text },
    background: { default: colour.white, paper: colour.white },
    surface: {
      tint: colour.surface,
      dark: colour.ink,
      field: `linear-gradient(135deg, ${alpha(colour.brandLight, 0.32)} 0%, ${alpha(colour.brand, 0.1)} 55%, ${alpha(colour.teal, 0.18)} 100%)`,
    },
    divider: alpha(ink, 0.1),
  },
  // One type scale (components/typeScale.ts): eight sizes, three weights, one size per heading level.
  typography: {
    fontFamily: fontStack,
    fontWeightLight: fontWeights.regular,
    fontWeightRegular: fontWeights.regular,
    fontWeightMedium: fontWeights.semibold,
    fontWeightBold: fontWeights.bold,
    h1: {
      fontSize: fontSizes['3xl'],
      [wide]: { fontSize: fontSizes['4xl'] },
      fontWeight: fontWeights.bold,
      lineHeight: 1.12,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: fontSizes['2xl'],
      [wide]: { fontSize: fontSizes['3xl'] },
      fontWeight: fontWeights.bold,
      lineHeight: 1.2,
      letterSpacing: '-0.015em',
    },
    h3: {
      fontSize: fontSizes.xl,
      fontWeight: fontWeights.semibold,
      lineHeight: 1.3,
      letterSpacing: '-0.01em',
    },
    h4: { fontSize: fontSizes.xl, fontWeight: fontWeights.semibold, lineHeight: 1.3 },
    h5: { fontSize: fontSizes.lg, fontWeight: fontWeights.semibold, lineHeight: 1.35 },
    h6: { fontSize: fontSizes.md, fontWeight: fontWeights.semibold, lineHeight: 1.4 },
    subtitle1: { fontSize: fontSizes.lg, lineHeight: 1.5 },
    subtitle2: { fontSize: fontSizes.sm, fontWeight: fontWeights.semibold },
    body1: { fontSize: fontSizes.md, lineHeight: 1.6 },
    body2: { fontSize: fontSizes.sm, lineHeight: 1.5 },
    caption: { fontSize: fontSizes.xs, lineHeight: 1.5 },
    overline: {
      fontSize: fontSizes.xs,
      fontWeight: fontWeights.bold,
      letterSpacing: '0.08em',
      lineHeight: 1.5,
    },
    button: {
      fontSize: fontSizes.sm,
      textTransform: 'none',
      fontWeight: fontWeights.semibold,
      letterSpacing: 0,
    },
  },
  shape: { borderRadius: 10 },
  zIndex: { modal: themeTokens.modalZIndex, snackbar: themeTokens.uiZIndexBase },
  tokens: themeTokens,
  components: {
    MuiButtonBase: {
      // No MUI ripple: it mounts and starts in two React renders in the press's own task (about 10 ms
      // of a dialog's opening with the CPU slowed down four times). Buttons answer a press in CSS below.
      // Without disableTouchRipple a first press still asks for the ripple to be mounted (a render of
      // the button in its pointer-down task) only to leave it out; the build has no ripple to mount
      // (scripts/vite-plugins/muiButtonBaseWithoutRipple.ts).
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: {
        // A visible focus ring for keyboard users on every button-like control.
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 18, '&:active': pressed },
        sizeSmall: { fontSize: fontSizes.sm },
        sizeMedium: { fontSize: fontSizes.sm },
        sizeLarge: { paddingInline: 24, fontSize: fontSizes.md },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { '&:active': pressed } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: ({ theme }) => ({
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
            borderRadius: 2,
          },
        }),
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: { borderRadius: 8 },
      },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 14 },
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: { borderRadius: 16 },
      },
    },
    MuiChip: {
      styleOverrides: { root: { fontSize: fontSizes.xs, fontWeight: fontWeights.semibold } },
    },
    MuiToggleButton: {
      styleOverrides: { root: { fontSize: fontSizes.sm } },
    },
    MuiTooltip: {
      styleOverrides: { tooltip: { fontSize: fontSizes.xs } },
    },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0, square: true },
    },
  },
});

/**
 * The shell a press before hydration shows at once (docs/performance.md, "Presses before hydration"):
 * the press capture draws a backdrop and a paper with a turning ring where the dialog or drawer that
 * the control opens (its `data-opens`) will stand, and the app hands it over to the real one
 * (src/lib/loading/pressShellHandover.ts). These rules give it that dialog's place and width, from the theme's
 * tokens; the build puts them in a style element right after the capture (scripts/vite-plugins/pressCapturePlugin.ts),
 * so they cost no request.
 */
// biome-ignore-start lint/style/noRestrictedImports: the build's configuration loads this file, where the `@/` alias does not exist.
import {
  AUTH_DIALOG_WIDTH_PX,
  DIALOG_FADE_MS,
  FORM_DIALOG_WIDTH_PX,
  MENU_DRAWER_WIDTH_PX,
  MODAL_Z_INDEX,
} from '../lib/config/themeTokens.ts';

// biome-ignore-end lint/style/noRestrictedImports: the import above

/**
 * The paper's height until the dialog's own, at most the screen less MUI's margins: about the sign-up
 * dialog's first step and the contact form's at a desktop's width, so the fade from one to the other
 * keeps its outline. "Continue with Google" and its "or" add a row where the build has Google sign-in.
 */
const AUTH_SHELL_HEIGHT_PX = 390;
const GOOGLE_ROW_HEIGHT_PX = 100;
const FORM_SHELL_HEIGHT_PX = 490;

const SHELL = '[data-press-shell]';
const paperOf = (names: string[]) => names.map((name) => `[data-press-shell=${name}]>div`).join();

/** The rules, minified by hand: they are in every page's head. */
export function pressShellCss({ googleSignIn }: { googleSignIn: boolean }): string {
  const authHeight = AUTH_SHELL_HEIGHT_PX + (googleSignIn ? GOOGLE_ROW_HEIGHT_PX : 0);
  return [
    // A press received (the capture marks its control), not yet acted on: a busy cursor and a dimmed
    // control, nothing that moves the layout.
    '[data-press-received]{cursor:progress!important;opacity:.72}',
    // MUI's backdrop, on the dialogs' layer.
    `${SHELL}{position:fixed;inset:0;z-index:${MODAL_Z_INDEX};display:flex;align-items:center;justify-content:center;background:#00000080;transition:opacity ${DIALOG_FADE_MS}ms}`,
    // The auth dialog's paper (AuthDialog.tsx, 16 px margins), the default.
    `${SHELL}>div{width:min(${AUTH_DIALOG_WIDTH_PX}px,100% - 32px);height:min(${authHeight}px,100% - 64px);background:#fff;border-radius:16px;display:grid;place-items:center}`,
    // The sign-in dialogs' shell holds their e-mail field (pressCapture.ts), above the ring, as MUI's
    // outlined field draws it.
    `${SHELL}>div:has(input){align-content:center;gap:32px;padding:0 28px}`,
    `${SHELL} input{justify-self:stretch;box-sizing:border-box;height:56px;padding:0 14px;border:1px solid #0000003b;border-radius:10px;font:inherit;font-size:16px;color:inherit;background:#fff}`,
    `${SHELL} input:focus{outline:2px solid;outline-offset:-2px}`,
    // A turning ring in the text's colour, as the site's Spinner draws it (slower under reduced motion).
    `${SHELL}>div::after{content:"";width:32px;height:32px;border:3px solid;border-right-color:transparent;border-radius:50%;animation:press-shell-spin .8s linear infinite}`,
    '@keyframes press-shell-spin{to{transform:rotate(1turn)}}',
    `@media(prefers-reduced-motion:reduce){${SHELL}>div::after{animation-duration:2.4s}}`,
    // The contact form's and the schedulers' (ContactDialog.tsx, SchedulingDialog.tsx, 12 px margins on a phone).
    `${paperOf(['contact', 'demo', 'discoveryCall'])}{width:min(${FORM_DIALOG_WIDTH_PX}px,100% - 24px);height:min(${FORM_SHELL_HEIGHT_PX}px,100% - 64px)}`,
    `${paperOf(['contact'])}{border-radius:30px}`,
    // One shell at a time: the first press's.
    `${SHELL}~${SHELL}{display:none}`,
    // The phone menu's drawer (MobileDrawer.tsx), on the right, the screen's height.
    `[data-press-shell=menu]{justify-content:end}`,
    `${paperOf(['menu'])}{width:min(100%,${MENU_DRAWER_WIDTH_PX}px);height:100%;border-radius:0}`,
  ].join('');
}

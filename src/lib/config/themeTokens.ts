/**
 * The theme's tokens: the UI numbers of SPEC.md section 9 (layers, widths, heights, offsets), written
 * once. `src/theme/theme.ts` builds the MUI theme from them (its z-index scale and `theme.tokens`);
 * components that size or layer something read them here, and tests import them.
 */
export const themeTokens = {
  /** Dialogs (the sign-in modal and the others) sit on this layer. */
  modalZIndex: 1800,
  /** The base of the UI's own layers above dialogs: toasts, the loading bar. */
  uiZIndexBase: 2000,
  /** The header's background opacity rises from 0 to 1 over this much scroll. */
  headerFadePx: 72,
  /** A dropdown with more items than this shows two columns. */
  dropdownTwoColumnsAbove: 5,
  dropdownWidthSinglePx: 500,
  dropdownWidthDoublePx: 900,
  dropdownWidthDoubleWidePx: 1000,
  /** The first toast's distance from the screen's edge. */
  toastOffsetPx: 16,
  loadingBarHeightPx: 3,
  authDialogWidthPx: 400,
  /** The contact form's dialog and the schedulers' offers before a calendar is allowed. */
  formDialogWidthPx: 560,
  /** The phone menu's drawer, at most the screen's width. */
  menuDrawerWidthPx: 380,
  discoveryDialogMaxWidthPx: 1200,
  /** The embedded scheduler's height, in the discovery-call and contact dialogs. */
  discoveryIframeHeightPx: 760,
  /** MUI's dialog fade (theme.transitions.duration.enteringScreen): a press's shell fades out as the dialog fades in. */
  dialogFadeMs: 225,
} as const;

export type ThemeTokens = typeof themeTokens;

export const {
  modalZIndex: MODAL_Z_INDEX,
  uiZIndexBase: UI_Z_INDEX_BASE,
  headerFadePx: HEADER_FADE_PX,
  dropdownTwoColumnsAbove: DROPDOWN_TWO_COLUMNS_ABOVE,
  dropdownWidthSinglePx: DROPDOWN_WIDTH_SINGLE_PX,
  dropdownWidthDoublePx: DROPDOWN_WIDTH_DOUBLE_PX,
  dropdownWidthDoubleWidePx: DROPDOWN_WIDTH_DOUBLE_WIDE_PX,
  toastOffsetPx: TOAST_OFFSET_PX,
  loadingBarHeightPx: LOADING_BAR_HEIGHT_PX,
  authDialogWidthPx: AUTH_DIALOG_WIDTH_PX,
  formDialogWidthPx: FORM_DIALOG_WIDTH_PX,
  menuDrawerWidthPx: MENU_DRAWER_WIDTH_PX,
  discoveryDialogMaxWidthPx: DISCOVERY_DIALOG_MAX_WIDTH_PX,
  discoveryIframeHeightPx: DISCOVERY_IFRAME_HEIGHT_PX,
  dialogFadeMs: DIALOG_FADE_MS,
} = themeTokens;

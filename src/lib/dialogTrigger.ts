/** The site's dialogs whose code loads when wanted (src/app/intentPreload.ts). */
export type DeferredDialogName = 'auth' | 'contact' | 'demo' | 'discoveryCall';

/** The attribute that names the dialog a control opens. */
export const OPENS_ATTRIBUTE = 'data-opens';

/**
 * Spread on a control that opens one of the deferred dialogs: intent on it (a pointer over it, a
 * finger on it, the keyboard's focus) fetches that dialog's code and draws it ahead, so the press only
 * shows it. Only that dialog's: drawing every dialog ahead at the first intent took longer, on a
 * slowed-down phone, than a person takes to press.
 */
export const opensDialog = (dialog: DeferredDialogName) => ({ [OPENS_ATTRIBUTE]: dialog });

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Sends an ads conversion (SPEC 7: after a contact request). The ads tag is loaded on first use only;
 * until it arrives, calls wait in its queue, and offline it fails quietly.
 */
export function sendAdsConversion(conversionId: string): void {
  const page = window;
  if (typeof page.gtag !== 'function') {
    page.dataLayer ??= [];
    const queue = page.dataLayer;
    page.gtag = function gtag() {
      // The tag reads the arguments object itself, as its own snippet does.
      // biome-ignore lint/complexity/noArguments: the ads tag's queue format
      queue.push(arguments);
    };
    page.gtag('js', new Date());
    page.gtag('config', conversionId);
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(conversionId)}`;
    document.head.appendChild(script);
  }
  page.gtag('event', 'conversion', { send_to: conversionId });
}

/** A full page load (the ARP hand-off leaves the site). Its own module so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

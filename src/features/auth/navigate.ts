import { navigate } from '@/lib/routing/navigation';

/** The ARP hand-off leaves the site: a full page load, opted in through the route middleware. Its own module so tests can replace it. */
export function navigateTo(url: string): void {
  navigate(url, { external: true });
}

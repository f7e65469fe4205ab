import { routes } from '../../../src/app/routes';

/** Every path the build prerenders: the routes without parameters and the known pages of the others. */
export const prerenderedPaths: string[] = routes.flatMap((route) =>
  route.path.includes(':') ? (route.staticPaths?.() ?? []) : [route.path],
);

/** Where the build writes a page's Open Graph image (1200 x 630 PNG): /og/index.png for the home page. */
export const ogImagePath = (path: string) => `/og${path === '/' ? '/index' : path}.png`;

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

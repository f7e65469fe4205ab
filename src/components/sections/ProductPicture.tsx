import type { PagePicture } from '@/content/screenModel';

/**
 * A picture of the product screen a page describes (drawn at build time by scripts/pictures). In a
 * hero it is above the fold and the page's largest paint on wide screens: loaded at once with high
 * priority, and React's prerender puts a `<link rel="preload" as="image">` for it in the head.
 * Its width and height attributes keep its place while it loads.
 */
export function ProductPicture({ picture, hero = false }: { picture: PagePicture; hero?: boolean }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : undefined}
      // A hero picture is decoded with the frame that shows it, so it paints before the app's scripts
      // start (a later paint would count their work in the largest-paint time).
      decoding={hero ? 'sync' : 'async'}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        borderRadius: 14,
        boxShadow: '0 24px 48px -20px rgba(20, 20, 43, 0.35)',
      }}
    />
  );
}

import type { PagePicture } from '@/content/screenModel';

/**
 * A picture of the product screen a page describes (drawn at build time by scripts/pictures), in
 * the page's hero: above the fold and the largest paint on wide screens, so it loads with high
 * priority, and React's prerender puts a `<link rel="preload" as="image">` for it in the head.
 * Its width and height attributes keep its place while it loads.
 */
export function ProductPicture({ picture }: { picture: PagePicture }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      fetchPriority="high"
      // Decoded with the frame that shows it, so it paints before the app's scripts start (a later
      // paint would count their work in the largest-paint time).
      decoding="sync"
      // The window's rounded corners and border are part of the drawing.
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}

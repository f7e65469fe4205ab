import Box from '@mui/material/Box';
import type { PagePicture } from '@/content/screenModel';

/**
 * A picture of the product screen a page describes (drawn at build time by scripts/pictures). In a
 * hero it is above the fold and the page's largest paint on wide screens: loaded at once with high
 * priority, and React's prerender puts a `<link rel="preload" as="image">` for it in the head.
 */
export function ProductPicture({ picture, hero = false }: { picture: PagePicture; hero?: boolean }) {
  return (
    <Box
      component="img"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : undefined}
      // A hero picture is decoded with the frame that shows it, so it paints before the app's scripts
      // start (a later paint would count their work in the largest-paint time).
      decoding={hero ? 'sync' : 'async'}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${picture.width} / ${picture.height}`,
        borderRadius: '14px',
        boxShadow: '0 24px 48px -20px rgba(20, 20, 43, 0.35)',
      }}
    />
  );
}

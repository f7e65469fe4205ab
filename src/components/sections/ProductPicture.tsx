import { type PagePicture, WIDE_CROP_FROM } from '@/content/screenModel';

/**
 * A picture of the product (drawn at build time by scripts/generators/pictures): one panel of the product in two
 * crops, each drawn at the width it is shown at, so its text reads at that size. Wide screens take the
 * wide crop; phones and tablets the narrow one; the width and height attributes of each crop keep its
 * place while it loads.
 * A hero's picture is above the fold and the largest paint on wide screens: each crop is preloaded
 * for its own screens (React hoists the links into the head) and loads with high priority. A feature
 * row's picture (`lazy`) is below the fold and loads as it comes near.
 */
export function ProductPicture({ picture, lazy = false }: { picture: PagePicture; lazy?: boolean }) {
  const wide = `(min-width: ${WIDE_CROP_FROM}px)`;
  const narrow = `(max-width: ${WIDE_CROP_FROM - 0.05}px)`;
  return (
    <picture>
      {!lazy && <link rel="preload" as="image" href={picture.wide.src} media={wide} fetchPriority="high" />}
      {!lazy && (
        <link rel="preload" as="image" href={picture.narrow.src} media={narrow} fetchPriority="high" />
      )}
      <source
        media={narrow}
        srcSet={picture.narrow.src}
        width={picture.narrow.width}
        height={picture.narrow.height}
      />
      <img
        src={picture.wide.src}
        alt={picture.alt}
        width={picture.wide.width}
        height={picture.wide.height}
        {...(lazy
          ? { loading: 'lazy', decoding: 'async' }
          : // Decoded with the frame that shows it, so it paints before the app's scripts start (a later
            // paint would count their work in the largest-paint time).
            { fetchPriority: 'high', decoding: 'sync' })}
        // The panel's rounded corners and border are part of the drawing.
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </picture>
  );
}

import Box from '@mui/material/Box';

/** The size every illustration is drawn at (public/illustrations/*.svg): width and height keep the layout still. */
export const ILLUSTRATION_SIZE = { width: 480, height: 320 } as const;

/**
 * A local SVG illustration by id. Decorative (the copy beside it says what it shows): alt="" and
 * hidden from assistive technology (a role on an img with alt="" is invalid HTML). Lazy: the
 * sections that show one are below the hero.
 */
export function Illustration({ id }: { id: string }) {
  return (
    <Box
      component="img"
      src={`/illustrations/${id}.svg`}
      alt=""
      aria-hidden="true"
      width={ILLUSTRATION_SIZE.width}
      height={ILLUSTRATION_SIZE.height}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', borderRadius: 3 }}
    />
  );
}

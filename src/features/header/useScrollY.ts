import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll, clamped to [0, maxPx] so scrolling further does not re-render.
 * 0 on the server and in the first client render (hydration must match); read in an effect,
 * with a passive listener and at most one update per animation frame.
 */
export function useScrollY(maxPx: number): number {
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(Math.min(Math.max(window.scrollY, 0), maxPx));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [maxPx]);

  return scrollY;
}

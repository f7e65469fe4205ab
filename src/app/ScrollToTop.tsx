import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A client-side navigation to another page starts at its top (the browser does it for full loads);
 * a change of query only (the blog's tag filter) keeps the scroll position.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
  return null;
}

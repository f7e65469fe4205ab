import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A client-side navigation to another page starts at its top, or at the section its hash names (the
 * browser does both for full loads); a change of query only (the blog's tag filter) keeps the scroll
 * position. The section is looked up here, once the new page has rendered: at the navigation's
 * commit it is not in the document yet.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const { hash } = window.location;
    if (!hash) window.scrollTo(0, 0);
    else document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [path]);
  return null;
}

import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'wouter';

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** wouter's Link in the shape MUI's `component` prop expects: an <a> that navigates without reloading. */
export function RouterLink({ href, className, ...rest }: RouterLinkProps) {
  return <Link href={href} className={className} {...rest} />;
}

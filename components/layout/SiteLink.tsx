import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** Internal link: a plain <a> (full page load) to /tool, so no script from another route survives into it. */
export default function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (href === '/tool/' || href.startsWith('/tool/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentPropsWithoutRef } from 'react';
import { isToolPath } from '@/lib/site';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * Internal link. Into and out of /tool it is a plain <a> (a full page load): no script from another route
 * survives into the tool, and the tool's Content-Security-Policy does not outlive it on the next page.
 */
export default function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const pathname = usePathname();
  if (isToolPath(href) || isToolPath(pathname)) {
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

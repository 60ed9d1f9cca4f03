import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function productPath(id: string): string {
  return `/product/id/${encodeURIComponent(id)}`;
}

/**
 * Every product card links through here. §2.3: opening a product scrolls smoothly to the top,
 * so the router's own instant reset is switched off for this one link.
 */
export function ProductLink({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={productPath(id)}
      aria-label={label}
      className={className}
      preventScrollReset
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {children}
    </Link>
  );
}

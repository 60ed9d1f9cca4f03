import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function productPath(id: string): string {
  return `/product/id/${encodeURIComponent(id)}`;
}

/**
 * Every product card links through here. Opening a product scrolls smoothly to the top,
 * so the router's own instant reset is switched off for this one link. The link is named by its
 * content (the card's image and its alt text), not by an aria-label that its visible text could
 * contradict.
 */
export function ProductLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={productPath(id)}
      className={className}
      preventScrollReset
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {children}
    </Link>
  );
}

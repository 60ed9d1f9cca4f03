import { Suspense, use, useId, type ReactNode } from 'react';
import classes from './hydration-slice.module.css';
import { untilWanted } from './hydration-timing';

/**
 * A part of a server-rendered page that the browser takes over on its own. React hydrates every
 * Suspense boundary of the server's HTML as a separate piece of work, after the frame around it
 * and at low priority, yielding to the browser between pieces: a long page never holds the main
 * thread in one long task, and a click inside a part not yet taken over hydrates that part first.
 * Nothing inside suspends once the page runs (its code is loaded before hydration starts and its
 * queries read the cache the server filled), so the empty fallback never shows.
 *
 * `whenVisible`: a part below the fold is taken over only when it comes near the screen, or at
 * the shopper's first tap, key or focus anywhere (before the browser hands that event to React, so
 * React hydrates the part it lands in at once and the tap works). Until then the server's HTML
 * stands, links and all, and a phone spends nothing on it. On a page the browser renders itself
 * (a client-side navigation) it renders at once.
 */
export function HydrationSlice({ children, whenVisible = false }: { children: ReactNode; whenVisible?: boolean }) {
  const id = useId();
  if (!whenVisible) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <div className={classes.slice} data-slice={id}>
      <Suspense fallback={null}>
        <WhenWanted id={id}>{children}</WhenWanted>
      </Suspense>
    </div>
  );
}

function WhenWanted({ id, children }: { id: string; children: ReactNode }) {
  const wait = untilWanted(id);
  if (wait) use(wait);
  return children;
}

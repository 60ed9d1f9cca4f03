import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser takes over on its own. React hydrates every
 * Suspense boundary of the server's HTML as a separate piece of work, after the frame around it
 * and at low priority, yielding to the browser between pieces: a long page never holds the main
 * thread in one long task, and a click inside a part not yet taken over hydrates that part first.
 * Nothing inside suspends once the page runs (its code is loaded before hydration starts and its
 * queries read the cache the server filled), so the empty fallback never shows.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

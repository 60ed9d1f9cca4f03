import type { ComponentType, ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Renders its children in the browser only: the server's HTML (and the hydration that takes it
 * over) shows `fallback`. For the members' pages, whose content depends on the session kept in the
 * browser's storage.
 */
function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/** A page component wrapped in ClientOnly. */
export function clientOnly(Page: ComponentType, fallback: ReactNode): ComponentType {
  function BrowserOnlyPage() {
    return (
      <ClientOnly fallback={fallback}>
        <Page />
      </ClientOnly>
    );
  }
  BrowserOnlyPage.displayName = `ClientOnly(${Page.displayName ?? Page.name})`;
  return BrowserOnlyPage;
}

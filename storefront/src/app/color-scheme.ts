import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * The shop is light and the back office dark. The scheme lives in memory only: stored,
 * a tab closed on /admin would open the shop dark next time.
 */
export function memoryColorSchemeManager(): MantineColorSchemeManager {
  let value: MantineColorScheme | null = null;
  return {
    get: (defaultValue) => value ?? defaultValue,
    set: (next) => {
      value = next;
    },
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => {
      value = null;
    },
  };
}

import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';

// "dimmed" text in Mantine's gray.6 is 3.2:1 on white; gray.7 reads at 4.5:1 or more (WCAG AA).
// In the dark back office Mantine's dark.2 is 3.5:1 on a card (dark.6); dark.1 is 6.9:1.
const readableDimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
import { theme } from './theme';
import { HoistedMantineStyles } from './hoisted-mantine-styles';
import { memoryColorSchemeManager } from './color-scheme';

const colorSchemeManager = memoryColorSchemeManager();

/**
 * `env="test"` is for jsdom: jsdom lays nothing out, so Mantine's floating dropdowns would hide themselves
 * as detached from their target once positioned, and transitions would only add waiting.
 */
export function Providers({ client, env, children }: { client: ApolloClient; env?: 'test'; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={readableDimmed}
        env={env}
        withCssVariables={false}
        withGlobalClasses={false}
        deduplicateInlineStyles
      >
        <HoistedMantineStyles resolver={readableDimmed} />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';

// "dimmed" text in Mantine's gray.6 is 3.2:1 on white; gray.7 reads at 4.5:1 or more (WCAG AA).
const readableDimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
import { theme } from './theme';
import { memoryColorSchemeManager } from './color-scheme';

const colorSchemeManager = memoryColorSchemeManager();

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} cssVariablesResolver={readableDimmed}>
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

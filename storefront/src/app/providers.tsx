import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { memoryColorSchemeManager } from './color-scheme';

const colorSchemeManager = memoryColorSchemeManager();

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager}>
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}

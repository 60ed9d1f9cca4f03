import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A wide table's frame: when the screen is narrower than `minWidth` the table scrolls sideways
 * inside a region that is named and takes keyboard focus (arrow keys scroll it), so nothing is cut
 * off and a keyboard user can reach every column.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}

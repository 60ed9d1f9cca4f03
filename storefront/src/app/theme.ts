import { createTheme } from '@mantine/core';

/**
 * Green for small text and badges: Mantine's green.8 and green.9 read under 4.5:1 behind white text
 * or on the light green badge; this one reads above 5.3:1 on both (WCAG AA).
 */
export const READABLE_GREEN = '#237032';

export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#fff7ed',
      '#ffedd5',
      '#fed7aa',
      '#fdba74',
      '#fb923c',
      '#ea580c',
      '#c2410c',
      '#9a3412',
      '#7c2d12',
      '#431407',
    ],
  },
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '600' },
  defaultRadius: 'sm',
});

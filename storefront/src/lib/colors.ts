/**
 * Green for small text and badges: Mantine's green.8 and green.9 read under 4.5:1 behind white text
 * or on the light green badge; this one reads above 5.3:1 on both (WCAG AA).
 */
export const READABLE_GREEN = '#237032';

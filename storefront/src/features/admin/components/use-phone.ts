import { useMediaQuery } from '@mantine/hooks';

/** True below Mantine's `sm` breakpoint: lists turn into cards there instead of wide tables. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
}

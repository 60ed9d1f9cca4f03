import { Center, Loader } from '@mantine/core';

/** What shows while a page's code is still on its way. */
export function PageLoader() {
  return (
    <Center py={120} mih="60vh">
      <Loader aria-label="Loading the page" />
    </Center>
  );
}

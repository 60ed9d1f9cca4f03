import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Permission, StaffMembersQuery } from '../../../graphql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useSaveStaffRole, useStaff } from '../api/staff';
import { AdminPageHeader } from './admin-page-header';
import { PERMISSION_AREAS, PERMISSION_LABELS, permissionsOf } from './permission-groups';

type Role = StaffMembersQuery['staffRoles'][number];

/**
 * One role's editor: its permissions by area and whether members need a second factor. A built-in
 * role's name and permissions are fixed (only its second-factor rule changes); `role` absent: a new one.
 */
function RoleEditor({ role }: { role?: Role }) {
  const [name, setName] = useState(role?.name ?? '');
  const [granted, setGranted] = useState<Set<Permission>>(new Set(role?.permissions ?? []));
  const [twoFactor, setTwoFactor] = useState<boolean | null>(role ? role.requiresTwoFactor : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useSaveStaffRole();
  const fixed = role?.builtIn ?? false;
  const titleId = `role-${role?.id ?? 'new'}`;

  useEffect(() => {
    if (!role) return;
    setName(role.name);
    setGranted(new Set(role.permissions));
    setTwoFactor(role.requiresTwoFactor);
  }, [role]);

  function toggle(p: Permission, on: boolean) {
    setGranted((g) => {
      const next = new Set(g);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    setFailure(null);
    try {
      await save({
        variables: {
          id: role?.id ?? null,
          ...(fixed ? {} : { name: name.trim(), permissions: [...granted] }),
          requiresTwoFactor: twoFactor,
        },
      });
      if (role) setMessage('Saved.');
      else {
        setMessage(`Role “${name.trim()}” made.`);
        setName('');
        setGranted(new Set());
        setTwoFactor(null);
      }
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.name || fields.permissions) setErrors(fields);
      else setFailure(errorMessage(e));
    }
  }

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(e) => void submit(e)} aria-label={role ? `Role ${role.name}` : 'New role'}>
        <Group justify="space-between" mb="sm" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg" id={titleId}>
              {role ? role.name : 'New role'}
            </Title>
            {fixed && (
              <Badge size="sm" variant="light" color="gray">
                Built in
              </Badge>
            )}
          </Group>
          {role && (
            <Text size="sm" c="dimmed">
              {role.memberCount} member{role.memberCount === 1 ? '' : 's'}
            </Text>
          )}
        </Group>
        <Stack gap="sm">
          {!fixed && (
            <TextInput
              label="Name"
              required
              maxLength={60}
              value={name}
              error={errors.name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {PERMISSION_AREAS.map((area) => (
              <div key={area} role="group" aria-label={area}>
                <Text size="sm" fw={600}>
                  {area}
                </Text>
                <Stack gap={6} mt={6}>
                  {permissionsOf(area).map((p) => (
                    <Checkbox
                      key={p}
                      value={p}
                      label={PERMISSION_LABELS[p].label}
                      disabled={fixed}
                      checked={granted.has(p)}
                      onChange={(e) => toggle(p, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </div>
            ))}
          </SimpleGrid>
          {errors.permissions && (
            <Text size="sm" c="red">
              {errors.permissions}
            </Text>
          )}
          <Switch
            label="Members sign in with a second factor (an authenticator app)"
            description={
              twoFactor === null ? 'Left as is: yes when the role has refunds, settings or staff' : undefined
            }
            checked={twoFactor ?? [...granted].some((p) => p === 'refunds' || p === 'settings' || p === 'staff')}
            onChange={(e) => setTwoFactor(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            {message && (
              <Text size="sm" c="teal" role="status">
                {message}
              </Text>
            )}
            <Button type="submit" loading={loading}>
              {role ? 'Save role' : 'Make role'}
            </Button>
          </Group>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** Roles: each one's permissions and second-factor rule; custom roles are made from the permission list. */
export function RolesPage() {
  const { data, loading, error } = useStaff();
  return (
    <>
      <AdminPageHeader
        title="Roles"
        error={error && !data ? errorMessage(error) : null}
        actions={
          <Button component={Link} to="/admin/staff" variant="default" size="sm">
            Staff
          </Button>
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        Owner has every permission. Built-in roles keep their permissions; make a custom role for anything else. Nobody
        but an owner can give a permission they do not hold themselves.
      </Text>
      {loading && !data ? (
        <Skeleton h={300} />
      ) : (
        <Stack gap="md">
          {data?.staffRoles.map((role) => (
            <RoleEditor key={role.id} role={role} />
          ))}
          <RoleEditor />
        </Stack>
      )}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { StaffMembersQuery } from '../../../graphql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { at } from '../../../lib/shop-time';
import {
  useChangeStaffRole,
  useDeactivateStaff,
  useInviteStaff,
  useReactivateStaff,
  useResetTwoFactor,
  useRevokeStaffInvitation,
  useStaff,
} from '../api/staff';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { ScrollTable } from './scroll-table';
import { usePhone } from './use-phone';

type Member = StaffMembersQuery['staffMembers'][number];
type Role = StaffMembersQuery['staffRoles'][number];
type Invitation = StaffMembersQuery['staffInvitations'][number];

/** The invitation form: an e-mail and a role; the link goes out through the mail outbox. */
function InviteForm({ roles }: { roles: Role[] }) {
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invite, { loading }] = useInviteStaff();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    setFailure(null);
    if (!roleId) {
      setErrors({ roleId: 'Choose a role' });
      return;
    }
    try {
      const { data } = await invite({ variables: { email: email.trim(), roleId } });
      if (!data) return;
      const sent = data.adminInviteStaff;
      setMessage(
        <>
          Invitation mailed to {sent.email} as {sent.roleName}; the link works once, until {at(sent.expiresAt)}. See it
          in the{' '}
          <Anchor component={Link} to="/admin/mailbox">
            mailbox
          </Anchor>
          .
        </>,
      );
      setEmail('');
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.email || fields.roleId) setErrors(fields);
      else setFailure(errorMessage(e));
    }
  }

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="invite-title">
      <Title order={2} fz="lg" id="invite-title" mb="sm">
        Invite staff
      </Title>
      <form onSubmit={(e) => void submit(e)} aria-label="Invite staff">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label="Role"
            required
            value={roleId}
            error={errors.roleId}
            onChange={setRoleId}
            data={roles.map((r) => ({ value: r.id, label: r.name }))}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" loading={loading} leftSection={<IconMailForward size={18} />}>
            Send invitation
          </Button>
        </Group>
      </form>
      {message && (
        <Alert color="teal" variant="light" mt="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {failure}
        </Alert>
      )}
    </Card>
  );
}

function RoleCell({
  member,
  roles,
  self,
  onError,
}: {
  member: Member;
  roles: Role[];
  self: boolean;
  onError: (e: unknown) => void;
}) {
  const [change, { loading }] = useChangeStaffRole();
  return (
    <Select
      aria-label={`Role of ${member.email}`}
      value={member.roleId}
      data={roles.map((r) => ({ value: r.id, label: r.name }))}
      allowDeselect={false}
      disabled={loading || self || member.deactivatedAt !== null}
      size="xs"
      w={150}
      onChange={(roleId) => {
        if (roleId && roleId !== member.roleId) {
          change({ variables: { userId: member.id, roleId } }).catch(onError);
        }
      }}
    />
  );
}

function Actions({ member, self, onError }: { member: Member; self: boolean; onError: (e: unknown) => void }) {
  const [deactivate] = useDeactivateStaff();
  const [reactivate, { loading: reactivating }] = useReactivateStaff();
  const [reset] = useResetTwoFactor();
  if (self)
    return (
      <Text size="xs" c="dimmed">
        You
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {member.twoFactor && member.deactivatedAt === null && (
        <ConfirmButton
          label={`Reset second factor of ${member.email}`}
          size="xs"
          variant="default"
          title="Reset the second factor?"
          message={`${member.email} is signed out and sets up an authenticator app again at the next sign-in (for a lost phone).`}
          confirmLabel="Reset"
          onConfirm={() => reset({ variables: { userId: member.id } }).catch(onError)}
        >
          Reset 2FA
        </ConfirmButton>
      )}
      {member.deactivatedAt === null ? (
        <ConfirmButton
          label={`Deactivate ${member.email}`}
          size="xs"
          color="red"
          variant="light"
          title="Deactivate this account?"
          message={`${member.email} is signed out at once and cannot sign in until reactivated.`}
          confirmLabel="Deactivate"
          onConfirm={() => deactivate({ variables: { userId: member.id } }).catch(onError)}
        >
          Deactivate
        </ConfirmButton>
      ) : (
        <Button
          size="xs"
          variant="light"
          loading={reactivating}
          aria-label={`Reactivate ${member.email}`}
          onClick={() => void reactivate({ variables: { userId: member.id } }).catch(onError)}
        >
          Reactivate
        </Button>
      )}
    </Group>
  );
}

function RevokeInvitation({ invitation, onError }: { invitation: Invitation; onError: (e: unknown) => void }) {
  const [revoke] = useRevokeStaffInvitation();
  return (
    <ConfirmButton
      label={`Withdraw the invitation of ${invitation.email}`}
      size="xs"
      color="red"
      variant="light"
      title="Withdraw this invitation?"
      message={`The link mailed to ${invitation.email} stops working at once.`}
      confirmLabel="Withdraw"
      onConfirm={() => revoke({ variables: { id: invitation.id } }).catch(onError)}
    >
      Withdraw
    </ConfirmButton>
  );
}

const InvitationState = ({ invitation }: { invitation: Invitation }) =>
  invitation.expired ? (
    <Badge size="sm" variant="dot" color="gray">
      Expired {at(invitation.expiresAt)}
    </Badge>
  ) : (
    <Badge size="sm" variant="dot" color="blue">
      Until {at(invitation.expiresAt)}
    </Badge>
  );

/** Invitations not accepted yet: who, which role, when sent, until when the link works; withdraw one. */
function PendingInvitations({
  invitations,
  phone,
  onError,
}: {
  invitations: Invitation[];
  phone: boolean;
  onError: (e: unknown) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="invitations-title">
      <Title order={2} fz="lg" id="invitations-title" mb="sm">
        Invitations not accepted yet
      </Title>
      {phone ? (
        <Stack gap="sm" role="table" aria-label="Invitations">
          {invitations.map((i) => (
            <Paper key={i.id} withBorder p="sm" radius="md" role="row" aria-label={i.email}>
              <div role="cell">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {i.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {i.roleName} · sent {at(i.invitedAt)}
                </Text>
                <Group justify="space-between" mt="xs" gap="xs">
                  <InvitationState invitation={i} />
                  <RevokeInvitation invitation={i} onError={onError} />
                </Group>
              </div>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" aria-label="Invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Link</Table.Th>
              <Table.Th>Invitation</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((i) => (
              <Table.Tr key={i.id} aria-label={i.email}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.email}</Table.Td>
                <Table.Td>{i.roleName}</Table.Td>
                <Table.Td>{at(i.invitedAt)}</Table.Td>
                <Table.Td>
                  <InvitationState invitation={i} />
                </Table.Td>
                <Table.Td>
                  <RevokeInvitation invitation={i} onError={onError} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

const TwoFactor = ({ on }: { on: boolean }) => (
  <Badge size="sm" variant="light" color={on ? 'teal' : 'gray'}>
    2FA {on ? 'on' : 'off'}
  </Badge>
);

const Active = ({ member }: { member: Member }) =>
  member.deactivatedAt === null ? (
    <Badge size="sm" variant="dot" color="teal">
      Active
    </Badge>
  ) : (
    <Badge size="sm" variant="dot" color="red">
      Deactivated
    </Badge>
  );

/** Staff: every back-office account (role, second factor, last sign-in, active) and the invitation form. */
export function StaffPage() {
  const { data, loading, error } = useStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const phone = usePhone();
  const onError = (e: unknown) => setFailure(errorMessage(e));
  const roles = data?.staffRoles ?? [];
  const members = data?.staffMembers ?? [];
  const me = data?.me?.id;

  return (
    <>
      <AdminPageHeader
        title="Staff"
        error={failure ?? (error && !data ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/admin/roles" variant="default" size="sm">
              Roles
            </Button>
            <Button component={Link} to="/admin/audit" variant="default" size="sm">
              Audit log
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        {data && <InviteForm roles={roles} />}
        {data && <PendingInvitations invitations={data.staffInvitations} phone={phone} onError={onError} />}
        {loading && !data ? (
          <Skeleton h={200} />
        ) : phone ? (
          <Stack gap="sm" role="table" aria-label="Staff">
            {members.map((m) => (
              <Paper key={m.id} withBorder p="sm" radius="md" role="row" aria-label={m.email}>
                <div role="cell">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate="end">
                        {m.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {m.email}
                      </Text>
                    </Stack>
                    <Active member={m} />
                  </Group>
                  <Group gap="xs" mt="xs">
                    <TwoFactor on={m.twoFactor} />
                    <Text size="xs" c="dimmed">
                      Last sign-in {at(m.lastSignInAt)}
                    </Text>
                  </Group>
                  <Group justify="space-between" mt="xs" gap="xs">
                    <RoleCell member={m} roles={roles} self={m.id === me} onError={onError} />
                    <Actions member={m} self={m.id === me} onError={onError} />
                  </Group>
                </div>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollTable label="Staff (scrolls sideways)" minWidth={980}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Staff">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>2FA</Table.Th>
                  <Table.Th>Last sign-in</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((m) => (
                  <Table.Tr key={m.id} aria-label={m.email}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.email}</Table.Td>
                    <Table.Td>
                      <RoleCell member={m} roles={roles} self={m.id === me} onError={onError} />
                    </Table.Td>
                    <Table.Td>
                      <TwoFactor on={m.twoFactor} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{at(m.lastSignInAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Active member={m} />
                    </Table.Td>
                    <Table.Td>
                      <Actions member={m} self={m.id === me} onError={onError} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </>
  );
}

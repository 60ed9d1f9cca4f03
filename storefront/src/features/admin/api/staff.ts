import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { shopDayRange } from '../../../lib/shop-time';

const StaffDocument = graphql(`
  query StaffMembers {
    me {
      id
    }
    staffMembers {
      id
      name
      email
      roleId
      twoFactor
      lastSignInAt
      deactivatedAt
    }
    staffRoles {
      id
      name
      permissions
      builtIn
      requiresTwoFactor
      memberCount
    }
    staffInvitations {
      id
      email
      roleName
      invitedAt
      expiresAt
      expired
    }
  }
`);

const BUILT_IN_ORDER = ['owner', 'manager', 'catalog', 'fulfilment', 'support'];
const rank = (id: string) => {
  const i = BUILT_IN_ORDER.indexOf(id);
  return i === -1 ? BUILT_IN_ORDER.length : i;
};

/** The back-office accounts and the roles (Owner first, then the built-in ones, then custom), for the Staff and Roles pages. */
export function useStaff() {
  const result = useQuery(StaffDocument, { fetchPolicy: 'cache-and-network' });
  const roles = result.data?.staffRoles;
  const sorted = useMemo(() => (roles ? [...roles].sort((a, b) => rank(a.id) - rank(b.id)) : undefined), [roles]);
  return { ...result, data: result.data && sorted ? { ...result.data, staffRoles: sorted } : result.data };
}

const InviteStaffDocument = graphql(`
  mutation InviteStaff($email: String!, $roleId: ID!) {
    adminInviteStaff(email: $email, roleId: $roleId) {
      id
      email
      roleName
      expiresAt
    }
  }
`);

export function useInviteStaff() {
  return useMutation(InviteStaffDocument, { refetchQueries: [StaffDocument] });
}

const RevokeStaffInvitationDocument = graphql(`
  mutation RevokeStaffInvitation($id: ID!) {
    adminRevokeStaffInvitation(id: $id)
  }
`);

export function useRevokeStaffInvitation() {
  return useMutation(RevokeStaffInvitationDocument, { refetchQueries: [StaffDocument] });
}

const ChangeStaffRoleDocument = graphql(`
  mutation ChangeStaffRole($userId: ID!, $roleId: ID!) {
    adminChangeStaffRole(userId: $userId, roleId: $roleId) {
      id
      roleId
      twoFactor
      lastSignInAt
      deactivatedAt
    }
  }
`);

export function useChangeStaffRole() {
  return useMutation(ChangeStaffRoleDocument, { refetchQueries: [StaffDocument] });
}

const DeactivateStaffDocument = graphql(`
  mutation DeactivateStaff($userId: ID!) {
    adminDeactivateStaff(userId: $userId) {
      id
      roleId
      twoFactor
      lastSignInAt
      deactivatedAt
    }
  }
`);

export function useDeactivateStaff() {
  return useMutation(DeactivateStaffDocument);
}

const ReactivateStaffDocument = graphql(`
  mutation ReactivateStaff($userId: ID!) {
    adminReactivateStaff(userId: $userId) {
      id
      roleId
      twoFactor
      lastSignInAt
      deactivatedAt
    }
  }
`);

export function useReactivateStaff() {
  return useMutation(ReactivateStaffDocument);
}

const ResetTwoFactorDocument = graphql(`
  mutation ResetTwoFactor($userId: ID!) {
    adminResetTwoFactor(userId: $userId)
  }
`);

export function useResetTwoFactor() {
  return useMutation(ResetTwoFactorDocument, { refetchQueries: [StaffDocument] });
}

const SaveStaffRoleDocument = graphql(`
  mutation SaveStaffRole($id: ID, $name: String, $permissions: [Permission!], $requiresTwoFactor: Boolean) {
    adminSaveStaffRole(id: $id, name: $name, permissions: $permissions, requiresTwoFactor: $requiresTwoFactor) {
      id
      name
      permissions
      builtIn
      requiresTwoFactor
      memberCount
    }
  }
`);

export function useSaveStaffRole() {
  return useMutation(SaveStaffRoleDocument, { refetchQueries: [StaffDocument] });
}

export const AUDIT_PAGE_SIZE = 25;

const AuditLogDocument = graphql(`
  query AuditLog($person: String, $kind: String, $from: DateTime, $to: DateTime, $skip: Int, $take: Int) {
    auditLog(person: $person, kind: $kind, from: $from, to: $to, skip: $skip, take: $take) {
      total
      entries {
        id
        at
        actorEmail
        address
        kind
        objectType
        objectId
        summary
        before
        after
      }
    }
  }
`);

export interface AuditFilter {
  person: string;
  kind: string;
  from: string;
  to: string;
}

/** A page (1-based) of the audit log, newest first. `from`/`to` are dates (YYYY-MM-DD), whole days in the shop's time zone. */
export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery(AuditLogDocument, {
    variables: {
      person: filter.person.trim() || null,
      kind: filter.kind || null,
      from: shopDayRange(filter.from)?.from ?? null,
      to: shopDayRange(filter.to)?.to ?? null,
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
}

import { Alert } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { DashboardPage } from '../features/admin/components/dashboard-page';
import { useMyPermissions } from '../features/admin/api/my-permissions';
import { firstPageFor } from './admin-nav';

/** /admin: the dashboard, or for a role without orders (Catalog, say) the first page it may open. */
export function AdminHome() {
  const permissions = useMyPermissions();
  if (permissions && !permissions.has('ordersRead')) {
    const first = firstPageFor(permissions);
    return first ? (
      <Navigate to={first} replace />
    ) : (
      <Alert color="orange">Your role opens no back-office pages. Ask the shop owner.</Alert>
    );
  }
  return <DashboardPage />;
}

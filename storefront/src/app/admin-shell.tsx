import './admin-mantine-styles';
import { RequireAdmin } from './require-admin';
import { AdminLayout } from './admin-layout';

/** /admin/*: the back office's layout, for admins only. A chunk of its own, like every page. */
export function AdminShell() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

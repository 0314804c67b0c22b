import { AdminLayout } from '../features/admin/admin-layout';
import { RequireAdmin } from './require-admin';

/** Spec 2.11: the admin area, its shell shown to administrators only (the guard is the app's, not admin's). */
export function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

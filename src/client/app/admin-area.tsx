import { AdminLayout } from '../features/admin/admin-layout';
import { RequireOrganiser } from './require-admin';

/**
 * Spec 2.11: the admin area, its shell shown to administrators and organisers (the guard is the app's,
 * not admin's); an organiser's sidebar and lists hold only their portals' things.
 */
export function AdminArea() {
  return (
    <RequireOrganiser>
      <AdminLayout />
    </RequireOrganiser>
  );
}

import { Navigate, Outlet } from 'react-router-dom';
import { useWhoamiQuery } from '../../api/enhanced-api';

/** Operator pages (docs/marketplace.md, "Operator page"): staff only; everyone else is sent to /dashboard. */
export function StaffOnlyRoute() {
  const { data, isLoading } = useWhoamiQuery();
  // The shell's access guard has already waited for whoami; this only covers a refetch in flight.
  if (isLoading) return null;
  if (!data?.is_staff) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

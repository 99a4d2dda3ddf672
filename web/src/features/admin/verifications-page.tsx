import { Navigate } from 'react-router-dom';

/** The old /admin/verifications address: the cases now live in a tab of /admin. */
export default function VerificationsRedirect() {
  return <Navigate to="/admin?tab=verifications" replace />;
}

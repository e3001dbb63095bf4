import { Navigate } from 'react-router';
import { PAGE } from '../shared/paths.ts';

/**
 * The earlier app's start-up page (update check, user info). Both now happen in the shell on any page, so old links
 * to it simply land on the mine page.
 */
export default function InitPage() {
  return <Navigate to={PAGE.mine} replace />;
}

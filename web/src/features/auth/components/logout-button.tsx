import { es } from '@/copy/es';

import { useLogout } from '../hooks/use-logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      {es.home.logout}
    </button>
  );
}

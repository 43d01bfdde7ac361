import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { routes } from '@/config/paths';
import { api } from '@/lib/api';

import { logout } from '../api/logout';

export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(api, async () => (await import('@/lib/firebase')).signOutOfFirebase());
    navigate(routes.login.path, { replace: true });
  }, [navigate]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { routes } from '@/config/paths';
import { api } from '@/lib/api';

import { logout } from '../api/logout';

export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const firebase = () => import('@/lib/firebase');
    await logout(
      api,
      async () => (await firebase()).signOutOfFirebase(),
      async () => (await firebase()).currentIdToken(),
    );
    navigate(routes.login.path, { replace: true });
  }, [navigate]);
}

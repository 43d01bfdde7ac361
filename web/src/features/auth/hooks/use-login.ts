import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { REDIRECT_PARAM, routes } from '@/config/paths';
import { es } from '@/copy/es';
import { api } from '@/lib/api';
import { toast } from '@/stores/notifications';

import { afterLoginPath, login } from '../api/login';
import type { LoginForm } from '../schemas/login-schema';

/** Logs in, then goes to the redirect query's path or /home. Resolves to an error message or null. */
export function useLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (values: LoginForm): Promise<string | null> => {
      const result = await login(values, {
        http: api,
        // Firebase loads after the login page is on screen, outside its bundle.
        signIn: async (token) => (await import('@/lib/firebase')).signInWithFirebaseToken(token),
        now: Date.now,
      });
      if (!result.ok) {
        if (result.message === es.login.noDataSeller) toast(result.message, { kind: 'error' });
        return result.message;
      }
      navigate(afterLoginPath(params.get(REDIRECT_PARAM), routes.home.path), { replace: true });
      return null;
    },
    [navigate, params],
  );
}

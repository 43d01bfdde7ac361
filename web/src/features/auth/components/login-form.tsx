import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { es } from '@/copy/es';

import { loginSchema } from '../schemas/login-schema';
import type { LoginForm as LoginValues } from '../schemas/login-schema';

export interface LoginFormProps {
  /** Resolves to an error message, or null on success. */
  onLogin: (values: LoginValues) => Promise<string | null>;
}

/** Username and password; shows the SPEC §8 error of a failed login. */
export function LoginForm({ onLogin }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setServerError(await onLogin(values));
  });

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="username">{es.login.username}</label>
      <input
        id="username"
        autoComplete="username"
        aria-invalid={!!errors.username}
        aria-describedby={errors.username ? 'username-error' : undefined}
        {...register('username')}
      />
      {errors.username && (
        <p id="username-error" role="alert" className="field-error">
          {errors.username.message}
        </p>
      )}
      <label htmlFor="password">{es.login.password}</label>
      <input
        id="password"
        type="password"
        autoComplete="current-password"
        aria-invalid={!!errors.password}
        aria-describedby={errors.password ? 'password-error' : undefined}
        {...register('password')}
      />
      {errors.password && (
        <p id="password-error" role="alert" className="field-error">
          {errors.password.message}
        </p>
      )}
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? es.login.submitting : es.login.submit}
        </button>
      </p>
    </form>
  );
}

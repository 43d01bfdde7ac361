/**
 * The Firebase uid once Auth has restored its session (undefined until then, null when signed
 * out): database listeners wait for it, or the rules would refuse them before the session is back.
 */
import { onAuthStateChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

export function useAuthUid(): string | null | undefined {
  const auth = useAuth();
  const [uid, setUid] = useState<string | null | undefined>(undefined);
  useEffect(() => onAuthStateChanged(auth, (user) => setUid(user?.uid ?? null)), [auth]);
  return uid;
}

/**
 * The Firebase uid once Auth has restored its session (undefined until then, null when signed
 * out). Database listeners wait for it: a listener attached before a reload's session is restored
 * would be refused by the rules and never retried.
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

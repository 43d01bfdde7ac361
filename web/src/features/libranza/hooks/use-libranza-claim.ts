/**
 * Whether the signed-in user's Firebase ID token carries the libranza claim (set by the session
 * function from Remote Config, docs/design.md §5): undefined until Auth has answered. Unlike the access
 * cookie the route guard reads, a claim cannot be forged in the browser.
 */
import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

export function useLibranzaClaim(): boolean | undefined {
  const auth = useAuth();
  const [claim, setClaim] = useState<boolean | undefined>(undefined);
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) return setClaim(false);
        user
          .getIdTokenResult()
          .then((r) => setClaim(r.claims.libranza === true))
          .catch(() => setClaim(false));
      }),
    [auth],
  );
  return claim;
}

/**
 * Layout route for every page that may read the database, customer links aside (they load the SDK
 * beside their first screen: lib/use-firebase.ts): the reactfire providers (non-suspense mode,
 * docs/design.md §1) over the app's Firebase handles. Lazy, so the login page does not carry Firebase.
 */
import { Outlet } from 'react-router';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider } from 'reactfire';

import { firebase } from '@/lib/firebase';

export default function FirebaseLayout() {
  const { app, auth, database } = firebase();
  return (
    <FirebaseAppProvider firebaseApp={app} suspense={false}>
      <AuthProvider sdk={auth}>
        <DatabaseProvider sdk={database}>
          <Outlet />
        </DatabaseProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

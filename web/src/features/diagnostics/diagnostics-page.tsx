import { onValue, ref } from 'firebase/database';
import { useState } from 'react';
import { useDatabase } from 'reactfire';

import { config } from '@/config/env';
import { diagnostics as t } from '@/copy/diagnostics';
import { deviceId } from '@/lib/device';
import { remoteConfig } from '@/lib/remote-config';
import { useOnce } from '@/lib/use-once';

import {
  authAnswers,
  authLookupUrl,
  browserFacts,
  databaseConnected,
  functionsHealth,
  RC_KEYS,
  reach,
  showValue,
} from './checks';
import type { Reach } from './checks';

const yesNo = (b: boolean) => (b ? t.yes : t.no);

function Row({ k, v }: { k: string; v: string }) {
  return (
    <div>
      <dt>{k}</dt>
      <dd>{v}</dd>
    </div>
  );
}

/** Pruebas (/testing, no login): the diagnostics support asks for (docs/routes.md). */
export function DiagnosticsPage() {
  const cfg = config();
  const db = useDatabase();
  const facts = browserFacts(navigator, typeof MediaRecorder !== 'undefined');
  const { data: values = {} } = useOnce(
    async () =>
      Object.fromEntries(
        await Promise.all(
          RC_KEYS.map(async ([key, type]) => [
            key,
            showValue(await remoteConfig().read(key, type)),
          ]),
        ),
      ) as Record<string, string | null>,
    [],
  );
  const [reachability, setReach] = useState<Record<string, Reach> | 'checking' | null>(null);

  const check = async () => {
    setReach('checking');
    const [gateway, functions, database, auth] = await Promise.all([
      reach(cfg.gatewayUrl),
      functionsHealth(),
      databaseConnected((next) =>
        onValue(ref(db, '.info/connected'), (snap) => next(snap.val() === true)),
      ),
      authAnswers(authLookupUrl(cfg)),
    ]);
    setReach({ gateway, functions, database, auth });
  };

  return (
    <>
      <p>{t.intro}</p>
      <section aria-labelledby="diag-env">
        <h2 id="diag-env">{t.environment}</h2>
        <dl>
          <Row k={t.environmentName} v={cfg.environment} />
          <Row k={t.project} v={cfg.firebase.projectId} />
          <Row k={t.gateway} v={cfg.gatewayUrl} />
          <Row k={t.emulators} v={yesNo(cfg.useEmulators)} />
        </dl>
      </section>
      <section aria-labelledby="diag-device">
        <h2 id="diag-device">{t.device}</h2>
        <dl>
          <Row k={t.deviceId} v={deviceId()} />
          <Row k={t.mobile} v={yesNo(facts.mobile)} />
          <Row k={t.online} v={yesNo(facts.online)} />
          <Row k={t.camera} v={yesNo(facts.camera)} />
          <Row k={t.recorder} v={yesNo(facts.recorder)} />
        </dl>
      </section>
      <section aria-labelledby="diag-rc">
        <h2 id="diag-rc">{t.remoteConfig}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.key}</th>
              <th scope="col">{t.value}</th>
            </tr>
          </thead>
          <tbody>
            {RC_KEYS.map(([key]) => (
              <tr key={key} data-key={key}>
                <td>{key}</td>
                <td>{key in values ? (values[key] ?? t.unset) : '…'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="diag-reach">
        <h2 id="diag-reach">{t.reachability}</h2>
        <button type="button" onClick={() => void check()} disabled={reachability === 'checking'}>
          {reachability === 'checking' ? t.checking : t.check}
        </button>
        {reachability && reachability !== 'checking' && (
          <div role="status">
            <dl>
              {(
                [
                  [t.gatewayCheck, reachability.gateway],
                  [t.functionsCheck, reachability.functions],
                  [t.databaseCheck, reachability.database],
                  [t.authCheck, reachability.auth],
                ] as const
              ).map(([k, r]) => (
                <Row key={k} k={k} v={r && r.ok ? t.reachable(r.ms) : t.unreachable} />
              ))}
            </dl>
          </div>
        )}
      </section>
    </>
  );
}

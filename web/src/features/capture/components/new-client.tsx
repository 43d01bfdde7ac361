import { useLocation, useNavigate } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { fromIsoDate, isoFromDate } from '@/components/ui/date-picker';
import { staff } from '@/copy/es';
import { ApiError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { useStore } from '@/stores/create-store';
import { notify, toast } from '@/stores/notifications';
import { sessionStore } from '@/stores/session';

import { createFolio } from '../api/folio';
import { captureBlocker } from '../capture-blocker';
import type { NewClientForm as Values } from '../schemas/new-client-schema';
import { stepHref } from '../step-paths';
import type { NewClientPrefill } from './client-search';
import { emptyNewClient, NewClientForm } from './new-client-form';
import type { NewClientValues } from './new-client-form';

/** The form's starting values from the search result, or from what was searched. */
export function prefillValues(prefill: NewClientPrefill | null | undefined): NewClientValues {
  const c = prefill?.result?.customer;
  if (c) {
    return {
      names: c.firstName,
      firstLastName: c.lastName,
      secondLastName: c.secondLastName,
      curp: c.curp,
      rfc: c.rfc,
      nss: c.nss,
      birthDate: fromIsoDate(c.birthDate),
      gender: c.gender,
    };
  }
  if (prefill?.by && prefill.value) return { ...emptyNewClient, [prefill.by]: prefill.value };
  return emptyNewClient;
}

/** Nuevo cliente: confirms the client and creates the folio (status quoter), then quotes. */
export function NewClient() {
  const location = useLocation();
  const navigate = useNavigate();
  const db = useDatabase();
  const auth = useAuth();
  const session = useStore(sessionStore);
  const prefill = location.state as NewClientPrefill | null;
  const customer = prefill?.result?.customer;

  const blocked = captureBlocker(session);
  if (blocked) {
    return (
      <p role="alert" className="alert">
        {blocked}
      </p>
    );
  }

  const onSubmit = async (v: Values) => {
    const uid = auth.currentUser?.uid;
    try {
      if (!uid) throw new Error('not signed in to Firebase');
      const id = await createFolio(db, {
        bpId: session.dataSeller,
        uid,
        curp: v.curp.toUpperCase(),
        rfc: v.rfc.toUpperCase(),
        client: {
          names: v.names,
          firstLastName: v.firstLastName,
          secondLastName: v.secondLastName ?? '',
          birthDate: isoFromDate(v.birthDate),
          gender: v.gender as 'H' | 'F',
          nss: v.nss ?? '',
          phone: customer?.phone ?? '',
          email: customer?.email ?? '',
        },
        ...(customer?.clabe ? { clabe: customer.clabe } : {}),
      });
      notify(staff.newClient.created(id), 'success');
      navigate(stepHref('quoter', id)!);
    } catch (err) {
      logger.error('folio not created', {}, err);
      // The functions' refusal (a UIF-listed client, a folio already in flight) says why.
      toast(err instanceof ApiError ? err.message : staff.common.saveError, { kind: 'error' });
    }
  };

  return (
    <>
      <p>{staff.newClient.intro}</p>
      <NewClientForm defaultValues={prefillValues(prefill)} onSubmit={onSubmit} />
    </>
  );
}

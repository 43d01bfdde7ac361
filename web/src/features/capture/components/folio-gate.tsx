import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { routes } from '@/config/paths';
import { staff } from '@/copy/es';
import { statusGroup } from '@/entities/folio/request-model';
import type { LoanRequest, RequestStatus } from '@/entities/folio/request-model';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { captureBlocker } from '../capture-blocker';
import { useFolio, useFolioId } from '../hooks/use-folio';
import { useSaveStep } from '../hooks/use-save-step';
import type { SaveFn } from '../hooks/use-save-step';
import { CaptureStepper } from './capture-stepper';

export interface StepContext {
  id: string;
  request: LoanRequest;
  save: SaveFn;
}

/**
 * A capture screen's frame: loads the folio live, and shows the form only when the folio exists,
 * is still in capture and the promoter is not blocked.
 */
export function FolioGate({
  title,
  step,
  children,
}: {
  title: string;
  step: RequestStatus;
  children: (ctx: StepContext) => ReactNode;
}) {
  const id = useFolioId();
  return (
    <ScreenShell title={title}>
      {id ? (
        <Loaded id={id} step={step}>
          {children}
        </Loaded>
      ) : (
        <NoFolio />
      )}
    </ScreenShell>
  );
}

function NoFolio() {
  return (
    <>
      <p role="alert" className="alert">
        {staff.common.noFolio}
      </p>
      <Link to={routes.clientSearch.path}>{staff.common.startSearch}</Link>
    </>
  );
}

function Loaded({
  id,
  step,
  children,
}: {
  id: string;
  step: RequestStatus;
  children: (ctx: StepContext) => ReactNode;
}) {
  const folio = useFolio(id);
  const save = useSaveStep(id);
  const blocked = captureBlocker(useStore(sessionStore));
  if (folio.state === 'loading') return <p role="status">{staff.common.loading}</p>;
  if (folio.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {folio.state === 'missing' ? staff.common.folioMissing : folio.message}
      </p>
    );
  }
  const { request } = folio;
  return (
    <>
      <p>
        {staff.common.folio}: <strong>{id}</strong>
      </p>
      <CaptureStepper step={step} reached={request.status} id={id} />
      {blocked ? (
        <p role="alert" className="alert">
          {blocked}
        </p>
      ) : statusGroup(request.status) !== 'capture' ? (
        <p role="alert" className="alert">
          {staff.common.readOnly}
        </p>
      ) : (
        children({ id, request, save })
      )}
    </>
  );
}

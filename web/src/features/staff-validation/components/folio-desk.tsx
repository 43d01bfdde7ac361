import { validation } from '@/copy/es';

import type { ImageKind } from '../desk-api';
import { useDesk } from '../hooks/use-desk';
import type { DeskState } from '../hooks/use-desk';
import { DocumentPanel } from './document-panel';
import { ImageViewer } from './image-viewer';

const t = validation.desk;

function Image({ desk, kind }: { desk: Extract<DeskState, { state: 'ready' }>; kind: ImageKind }) {
  const src = desk.images[kind];
  const name = t.images[kind] ?? kind;
  if (!src) {
    return (
      <div data-image={name}>
        <p>
          <strong>{name}</strong>: {t.missing}
        </p>
      </div>
    );
  }
  return <ImageViewer src={src} name={name} />;
}

/**
 * The desk's view of a folio for admin staff (docs/adr/0040-staff-desk-and-four-eyes.md): CURP,
 * RFC and NSS in clear, the INE sides, the selfie beside the INE photo with the biometric result,
 * the life-test photo and the signature. Everything comes from the desk function, which refuses
 * whoever is not live admin staff of the folio's branch and records each read in the trail.
 */
export function FolioDeskView({ desk }: { desk: DeskState }) {
  if (desk.state === 'loading') return <p role="status">{t.loading}</p>;
  if (desk.state === 'error') {
    return (
      <p role="alert" className="alert">
        {desk.message}
      </p>
    );
  }
  const { identifiers, biometricResult } = desk.summary;
  return (
    <div className="desk-main">
      <section aria-labelledby="desk-ids-title" className="desk-ids">
        <h2 id="desk-ids-title">{t.identifiersTitle}</h2>
        <dl data-desk="identifiers">
          <dt>{validation.curp}</dt>
          <dd data-field="curp">{identifiers.curp}</dd>
          <dt>{validation.rfc}</dt>
          <dd data-field="rfc">{identifiers.rfc}</dd>
          <dt>{validation.nss}</dt>
          <dd data-field="nss">{identifiers.nss}</dd>
        </dl>
        <p>{t.logged}</p>
      </section>
      <section aria-labelledby="desk-ine-title" className="desk-ine">
        <h2 id="desk-ine-title">{t.identificationTitle}</h2>
        <div className="desk-pair">
          <Image desk={desk} kind="ineFront" />
          <Image desk={desk} kind="ineBack" />
        </div>
      </section>
      <section aria-labelledby="desk-bio-title" className="desk-bio">
        <h2 id="desk-bio-title">{t.biometricTitle}</h2>
        <p>
          {validation.biometricResult}:{' '}
          <strong data-field="biometricResult">
            {biometricResult
              ? (t.biometricResults[biometricResult] ?? biometricResult)
              : t.pendingResult}
          </strong>
        </p>
        <p>{t.compareHint}</p>
        <div className="desk-compare">
          <Image desk={desk} kind="selfie" />
          <Image desk={desk} kind="ineFront" />
          {desk.images.lifeTest && <Image desk={desk} kind="lifeTest" />}
        </div>
      </section>
      <section aria-labelledby="desk-signature-title" className="desk-signature">
        <h2 id="desk-signature-title">{t.signatureTitle}</h2>
        <Image desk={desk} kind="signature" />
      </section>
      <div className="desk-docs">
        <DocumentPanel documents={desk.summary.documents} files={desk.files} />
      </div>
    </div>
  );
}

export function FolioDesk({ id }: { id: string }) {
  return <FolioDeskView desk={useDesk(id)} />;
}

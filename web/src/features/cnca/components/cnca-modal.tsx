import { Link } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';

const t = cnca.modals;

export type CncaModalKind = 'bulletined' | 'uif' | 'noCredits' | 'biometric' | 'sipre';

const CONTENT: Record<CncaModalKind, { title: string; body: string }> = {
  bulletined: { title: t.bulletinTitle, body: t.bulletinBody },
  uif: { title: t.uifTitle, body: t.uifBody },
  noCredits: { title: t.noCreditsTitle, body: t.noCreditsBody },
  biometric: { title: t.biometricTitle, body: t.biometricBody },
  sipre: { title: t.sipreTitle, body: t.sipreError },
};

/**
 * The CNCA flow's modals (docs/requirements.md §5, §8): bulletined client, UIF, client without credits, no valid
 * biometric and the SIPRE error ('algo salió mal... intenta más tarde'), the last two with the way
 * back to "Mis solicitudes de baja", where the process is resumed.
 */
export function CncaModal({ kind, onClose }: { kind: CncaModalKind; onClose: () => void }) {
  const c = CONTENT[kind];
  const resumable = kind === 'sipre' || kind === 'biometric';
  return (
    <Dialog
      title={c.title}
      onClose={onClose}
      actions={
        <>
          {resumable && <Link to={href('cncaRequests')}>{cnca.sipre.toRequests}</Link>}
          <button type="button" onClick={onClose}>
            {t.accept}
          </button>
        </>
      }
    >
      <p role="alert">{c.body}</p>
      {kind === 'sipre' && <p>{t.sipreResume}</p>}
    </Dialog>
  );
}

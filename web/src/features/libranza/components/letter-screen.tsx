import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from 'reactfire';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { ApiError } from '@/lib/http';

import { downloadLetter, saveBlob } from '../api/letters';
import { useLetterFolio } from '../hooks/use-letter-folio';
import { letterView } from '../model';
import { LetterSummary } from './letter-summary';

/** The letter of a folio: its values, live, and the PDF download once generated. */
export function LetterScreen() {
  const { folio: id } = useParams();
  const folio = useLetterFolio(id);
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (folio.state === 'loading') {
    return (
      <ScreenShell title={es.screens.letterLibranza}>
        <p role="status">{t.loading}</p>
      </ScreenShell>
    );
  }
  if (folio.state !== 'ready') {
    return (
      <ScreenShell title={es.screens.letterLibranza}>
        <p role="alert">{folio.state === 'missing' ? t.letter.notFound : folio.message}</p>
      </ScreenShell>
    );
  }
  const view = letterView(folio.value);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await auth.currentUser!.getIdToken();
      saveBlob(await downloadLetter(view.id, token), `carta-libranza-${view.letterFolio}.pdf`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t.letter.downloadError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenShell title={es.screens.letterLibranza}>
      <p>
        {t.letter.folio}: {view.id}
      </p>
      <LetterSummary view={view} />
      {view.generated ? (
        <button type="button" disabled={busy} onClick={() => void download()}>
          {busy ? t.letter.downloading : t.letter.download}
        </button>
      ) : (
        folio.value.status === 'letterLibranza' && (
          <Link to={href('generateLetterLibranza', { folioInterno: view.id })}>
            {t.letter.generate}
          </Link>
        )
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <p>
        <Link to={href('libranzaMyLetters')}>{t.letter.toMyLetters}</Link>
      </p>
    </ScreenShell>
  );
}

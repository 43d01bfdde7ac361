import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from 'reactfire';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { ApiError } from '@/lib/http';

import { blobToDataUrl, generateLetter } from '../api/letters';
import { useLetterFolio } from '../hooks/use-letter-folio';
import { letterView } from '../model';
import { LetterForm } from './letter-form';
import { LetterSummary } from './letter-summary';

/**
 * Generar carta libranza: the captured folios and the client's signature go to the function, which
 * checks the libranza claim and the docs/requirements.md §5 rules again, registers the letter with the lender
 * (gateway /letters/generate) and stores it; the PDF is made on download.
 */
export function GenerateScreen() {
  const { folioInterno: id } = useParams();
  const folio = useLetterFolio(id);
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  if (folio.state !== 'ready') {
    return (
      <ScreenShell title={es.screens.generateLetterLibranza}>
        {folio.state === 'loading' ? (
          <p role="status">{t.loading}</p>
        ) : (
          <p role="alert">{folio.state === 'missing' ? t.letter.notFound : folio.message}</p>
        )}
      </ScreenShell>
    );
  }
  const view = letterView(folio.value);
  const letterHref = href('letterLibranza', { folio: view.id });

  return (
    <ScreenShell title={es.screens.generateLetterLibranza}>
      <LetterSummary view={view} />
      {view.generated ? (
        <p role="status">
          {t.generate.done} <Link to={letterHref}>{t.myLetters.open}</Link>
        </p>
      ) : folio.value.status !== 'letterLibranza' ? (
        <p role="alert">{t.generate.notLetterStep}</p>
      ) : (
        <>
          <p>{t.generate.lead}</p>
          <LetterForm
            onSubmit={async ({ signature, ...folios }) => {
              setError(null);
              try {
                const token = await auth.currentUser!.getIdToken();
                await generateLetter(
                  view.id,
                  { ...folios, signature: await blobToDataUrl(signature) },
                  token,
                );
                await navigate(letterHref);
              } catch (e) {
                setError(e instanceof ApiError ? e.message : t.generate.error);
              }
            }}
          />
        </>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </ScreenShell>
  );
}

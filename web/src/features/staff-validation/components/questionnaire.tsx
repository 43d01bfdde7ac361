import { useAuth, useDatabase } from 'reactfire';

import { validation as t } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { saveQuestionnaire } from '../api';
import type { QuestionnaireKind } from '../api';
import { useLiveFolio } from '../hooks/use-live';
import type { Question } from '../schemas';
import { QuestionnaireForm } from './questionnaire-form';
import type { Answers } from './questionnaire-form';

const QUESTIONS: Record<QuestionnaireKind, readonly Question[]> = {
  medical: t.medical as readonly Question[],
  vulnerability: t.vulnerability as readonly Question[],
};

/** Cuestionario médico / de vulnerabilidad of folio `id`, saved to requests/{id}/questionnaires. */
export function Questionnaire({ id, kind }: { id: string; kind: QuestionnaireKind }) {
  const db = useDatabase();
  const auth = useAuth();
  const live = useLiveFolio(id);
  if (live.state === 'loading') return <p role="status">{t.loading}</p>;
  if (live.state === 'error' || live.value === 'missing') {
    return (
      <p role="alert" className="alert">
        {t.notFound}
      </p>
    );
  }
  const stored = (live.value as { questionnaires?: Record<string, { answers?: Answers }> })
    .questionnaires?.[kind]?.answers;
  const save = async (answers: Answers) => {
    const uid = auth.currentUser?.uid;
    try {
      if (!uid) throw new Error('not signed in to Firebase');
      await saveQuestionnaire(db, id, uid, kind, answers);
      toast(t.questionnaire.saved, { kind: 'success' });
    } catch (err) {
      logger.error('questionnaire not saved', { id, kind }, err);
      toast(t.saveError, { kind: 'error' });
    }
  };
  return <QuestionnaireForm questions={QUESTIONS[kind]} defaultValues={stored} onSubmit={save} />;
}

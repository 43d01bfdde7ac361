import { useAuth, useDatabase } from 'reactfire';

import { validation as t } from '@/copy/es';
import { useLiveFolio } from '@/entities/folio/live-data';
import type { LoanRequest } from '@/entities/folio/request-model';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { saveQuestionnaire } from '../api';
import type { QuestionnaireKind } from '../api';
import type { Question } from '../schemas';
import { QuestionnaireForm } from './questionnaire-form';
import type { Answers } from './questionnaire-form';

const QUESTIONS: Record<QuestionnaireKind, readonly Question[]> = {
  medical: t.medical as readonly Question[],
  vulnerability: t.vulnerability as readonly Question[],
};

/**
 * Cuestionario médico / de vulnerabilidad of folio `id`, saved to requests/{id}/questionnaires.
 * `extra(folio)` adds fields to the same write (the capture's next status) and `onSaved(folio)`
 * runs after it succeeds (the capture moves on). `readOnly(folio)` shows the answers without
 * saving (the rules freeze the medical one with the capture data, docs/contract.md).
 */
export function Questionnaire({
  id,
  kind,
  extra,
  onSaved,
  readOnly,
}: {
  id: string;
  kind: QuestionnaireKind;
  extra?: (folio: LoanRequest) => Record<string, unknown>;
  onSaved?: (folio: LoanRequest) => void;
  readOnly?: (folio: LoanRequest) => boolean;
}) {
  const db = useDatabase();
  const auth = useAuth();
  const live = useLiveFolio<LoanRequest>(id);
  if (live.state === 'loading') return <p role="status">{t.loading}</p>;
  if (live.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {live.state === 'missing' ? t.notFound : live.message}
      </p>
    );
  }
  const folio = live.value as LoanRequest;
  const stored = (live.value as { questionnaires?: Record<string, { answers?: Answers }> })
    .questionnaires?.[kind]?.answers;
  const save = async (answers: Answers) => {
    const uid = auth.currentUser?.uid;
    try {
      if (!uid) throw new Error('not signed in to Firebase');
      await saveQuestionnaire(db, id, uid, kind, answers, extra?.(folio));
      toast(t.questionnaire.saved, { kind: 'success' });
      onSaved?.(folio);
    } catch (err) {
      logger.error('questionnaire not saved', { id, kind }, err);
      toast(t.saveError, { kind: 'error' });
    }
  };
  return (
    <QuestionnaireForm
      questions={QUESTIONS[kind]}
      defaultValues={stored}
      onSubmit={save}
      readOnly={readOnly?.(folio) ?? false}
    />
  );
}

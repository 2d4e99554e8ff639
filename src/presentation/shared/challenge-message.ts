import type { TFunction } from 'i18next';
import type { ChallengeRefusal } from '../../domain/security/challenge-refusal';

/** A wrong code or password, said under its field in the user's language (with the tries left or the lock). */
export function challengeMessage(t: TFunction, refusal: ChallengeRefusal): string {
  if (refusal.stale) return String(t('common:challengeProblem.staleEmailCode'));
  const message = String(t(`common:challengeProblem.wrong_${refusal.field}`));
  if (refusal.lockedMinutes !== undefined) return String(t('common:challengeProblem.locked', { message, minutes: refusal.lockedMinutes }));
  if (refusal.triesLeft !== undefined) return String(t('common:challengeProblem.triesLeft', { message, tries: refusal.triesLeft }));
  return message;
}

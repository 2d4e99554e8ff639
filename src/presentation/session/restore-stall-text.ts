import type { TFunction } from 'i18next';
import type { RestoreStall } from '../../application/session/restore-session.use-case';

/** Why the session cannot be read, and that it is being asked again: the page's notice and the header's button say it. */
export const restoreStallText = (t: TFunction, stall: RestoreStall): string =>
  `${t(`errors.${stall.error}`)} ${t('header.sessionRetrying')}`;

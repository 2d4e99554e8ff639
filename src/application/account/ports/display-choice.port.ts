import type { DisplayChoice } from '../../../domain/account/account-settings';
import { token } from '../../shared/token';

/** Where the theme and price colours take effect: this device keeps the choice and shows it at once (and at the next start). */
export interface DisplayChoicePort {
  keep(choice: DisplayChoice): void;
}
export const DisplayChoicePort = token<DisplayChoicePort>('DisplayChoicePort');

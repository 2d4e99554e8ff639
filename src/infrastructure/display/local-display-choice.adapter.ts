import { injectable } from 'inversify';
import type { DisplayChoicePort } from '../../application/account/ports/display-choice.port';
import type { DisplayChoice } from '../../domain/account/account-settings';
import { keepDisplayChoice } from './display-storage';

/** The display choice in localStorage and on <html> (`data-theme`, `data-price`), which antd and the CSS follow. */
@injectable()
export class LocalDisplayChoice implements DisplayChoicePort {
  keep(choice: DisplayChoice): void {
    keepDisplayChoice(choice);
  }
}

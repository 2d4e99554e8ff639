import type { WalletStore } from '../../../src/presentation/wallet/wallet.store';
import { worldPart } from '../../support/world';

/** What the wallet steps keep: the CSV the export made, and a second wallet store read from the device. */
export const walletWorld = worldPart((): { csv?: string; reopened?: WalletStore } => ({}));

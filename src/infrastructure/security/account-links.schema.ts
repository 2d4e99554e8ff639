import * as z from 'zod/mini';
import { WALLET_CHAINS } from '../../domain/security/account-links';

/** Wire shapes of the linked-accounts and email-change calls (docs/protocol.md "Linked accounts and email change"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const ms = z.int().check(z.gte(0));

export const walletRow = z.object({ chain: z.enum(WALLET_CHAINS), address: text(128), boundTime: ms });
export const discordRow = z.object({ discordId: text(32), username: text(32), linkedTime: ms });

export const linksData = z.object({
  email: z.nullable(text(320)),
  discord: z.nullable(discordRow),
  wallets: z.array(walletRow).check(z.maxLength(20)),
  discordAuthorizeUrl: text(512),
  discordClientId: text(64),
});
export const sentToData = z.object({ sentTo: text(320) });
export const ticketData = z.object({ ticket: text(64), expiresAt: ms });
export const emailData = z.object({ email: text(320) });
export const challengeData = z.object({ nonce: text(64), message: text(1000) });

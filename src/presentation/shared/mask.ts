/** What hidden balances show instead of a figure (the wallet's eye toggle; the account overview follows it). */
export const MASK = '******';

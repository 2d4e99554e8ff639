/** Credits a prize through the ledger (the reward centre's `payPrize`: DISTRIBUTION row, reward notification, inbox). */
export type PrizePayer = (userId: number, campaignId: string, rank: number, token: string, amount: string) => void;

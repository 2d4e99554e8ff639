import { PartnerProgrammePage } from './partner-programme';

export default function MarketMakersPage() {
  return <PartnerProgrammePage kind="marketMaker" />;
}

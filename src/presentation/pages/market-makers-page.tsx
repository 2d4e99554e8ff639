import { PartnerProgrammePage } from './partner-programme-page';

export default function MarketMakersPage() {
  return <PartnerProgrammePage kind="marketMaker" />;
}

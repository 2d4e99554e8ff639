import { PartnerProgrammePage } from './partner-programme-page';

export default function BrokersPage() {
  return <PartnerProgrammePage kind="broker" />;
}

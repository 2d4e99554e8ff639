import { PartnerProgrammePage } from './partner-programme';

export default function BrokersPage() {
  return <PartnerProgrammePage kind="broker" />;
}

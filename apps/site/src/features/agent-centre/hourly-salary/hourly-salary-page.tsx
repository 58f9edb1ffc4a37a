import { ContractPage } from '../contracts/contract-page.tsx';

/** The agent centre's hourly salary page (spec §2): offered only when the brand enables it. */
export default function HourlySalaryPage() {
  return <ContractPage kind="hourly" />;
}

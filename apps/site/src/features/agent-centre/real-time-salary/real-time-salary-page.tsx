import { ContractPage } from '../contracts/contract-page.tsx';

/** The agent centre's real time salary page (spec §2): offered only when the brand enables it. */
export default function RealTimeSalaryPage() {
  return <ContractPage kind="realtime" />;
}

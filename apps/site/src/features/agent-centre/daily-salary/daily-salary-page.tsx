import { ContractPage } from '../contracts/contract-page.tsx';

/** The agent centre's daily salary page (spec §2): offered only when the brand enables it. */
export default function DailySalaryPage() {
  return <ContractPage kind="daily" />;
}

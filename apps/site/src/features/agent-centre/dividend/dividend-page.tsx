import { ContractPage } from '../contracts/contract-page.tsx';

/** The agent centre's dividend page (spec §2): offered only when the brand enables it. */
export default function DividendPage() {
  return <ContractPage kind="dividend" />;
}

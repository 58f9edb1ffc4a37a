import { ThirdPartyGameScreen } from './game-screen.tsx';

/** /seamless: a seamless-wallet game (no transfer to a game wallet), under the header without navigation. */
export default function SeamlessScreen() {
  return <ThirdPartyGameScreen screen="seamless" />;
}

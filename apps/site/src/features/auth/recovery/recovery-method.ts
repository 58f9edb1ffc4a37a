/** Spec §4 Recovery method: by e-mail (CHNGPASSMAIL3) or by phone (CHNGPASSVERIF3). */
export type RecoveryMethod = 'email' | 'phone';

export interface RecoveryMethods {
  /** The methods the selector offers; it shows only when there are two. */
  offered: RecoveryMethod[];
  /** The method the dialog opens with. */
  initial: RecoveryMethod;
}

/**
 * Phone when only phone recovery is on, otherwise e-mail; a selector only when both are on.
 * With neither on the e-mail form still shows, and the platform's refusal explains why.
 */
export function recoveryMethods(features: ReadonlySet<string>): RecoveryMethods {
  const email = features.has('CHNGPASSMAIL3');
  const phone = features.has('CHNGPASSVERIF3');
  if (email && phone) return { offered: ['email', 'phone'], initial: 'email' };
  if (phone) return { offered: ['phone'], initial: 'phone' };
  return { offered: ['email'], initial: 'email' };
}

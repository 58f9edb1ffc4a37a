import type { RegisterRules } from '@lobbykit/ui/rule-fields';
import { rulesForTab } from '../../auth/register/register-tabs.ts';

/**
 * The brand's registration rules as an agent meets them: the username form's rules, without what
 * only a visitor is asked (the captcha; the invitation code and recommender, as the agent is the
 * upline). The platform checks the same rules again (apps/sandbox/README.md, agent centre).
 */
export function agentRegisterRules(rules: RegisterRules | undefined, features: ReadonlySet<string>): RegisterRules {
  const off = { enabled: false, required: false };
  return {
    ...rulesForTab('username', rules, features),
    captcha: off,
    affiliateCode: off,
    recommenderId: off,
  };
}

import { TEST_EMAIL_CODE, type SandboxSettings } from '../settings.ts';
import { Outbox, VerificationCodes } from './codes.ts';

/** What an e-mail is about: a password-reset link, or a code that binds the address to a member. */
export type MailPurpose = 'password-reset' | 'bind';

export interface SentMail {
  to: string;
  merchant: string;
  purpose: MailPurpose;
  /** The reader's language, where the text is written in it (codes are printed in EN, as SMS codes are). */
  language?: string;
  text: string;
  /** The code it carries, if any. */
  code?: string;
  at: number;
}

/**
 * E-mails are not sent anywhere: the sandbox prints them and keeps the last ones for
 * `GET /sandbox/admin/emails`. Binding codes follow the SMS codes' rules (once a second, locked
 * after five in five minutes, valid five minutes); in test mode every code is TEST_EMAIL_CODE.
 */
export class MailService {
  readonly #outbox = new Outbox<SentMail>();
  readonly #codes: VerificationCodes<'bind'>;

  constructor(private readonly settings: SandboxSettings) {
    this.#codes = new VerificationCodes(settings, TEST_EMAIL_CODE, ({ merchant, to }, purpose, code, at) =>
      this.#deliver({ to, merchant, purpose, text: `your code is ${code}`, code, at }),
    );
  }

  send(mail: Omit<SentMail, 'at' | 'code'>) {
    this.#deliver({ ...mail, at: this.settings.now() });
  }

  /** A binding code to `email` for member `holder`; only their call can use it. */
  sendCode(merchant: string, email: string, holder: number) {
    return this.#codes.send({ merchant, to: email, holder }, 'bind');
  }

  verifyCode(merchant: string, email: string, holder: number, code: string | undefined) {
    this.#codes.verify({ merchant, to: email, holder }, 'bind', code);
  }

  /** The last e-mails sent, newest first. */
  outbox() {
    return this.#outbox.list();
  }

  #deliver(mail: SentMail) {
    this.#outbox.add(mail);
    const about = [mail.merchant, mail.purpose, mail.language].filter(Boolean).join(', ');
    this.settings.log(`e-mail to ${mail.to} (${about}): ${mail.text}`);
  }
}

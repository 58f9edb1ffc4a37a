/**
 * What the sandbox says when it refuses, in the request's language (header `Language`): EN, or TY
 * (Filipino). Every other code falls back to EN, as a real platform would.
 */
const texts = {
  unknown_merchant: ['Unknown merchant.', 'Hindi kilalang merchant.'],
  no_such_call: ['No such call: {call}.', 'Walang ganitong tawag: {call}.'],
  internal_error: [
    'Something went wrong on our side. Please try again.',
    'Nagkaproblema sa aming panig. Pakisubukang muli.',
  ],
  please_log_in: ['Not logged in, please log in.', 'Hindi ka pa naka-log in, mangyaring mag-log in.'],
  session_expired: [
    'Your session has expired, please log in again.',
    'Nag-expire na ang iyong session, mag-log in muli.',
  ],
  maintenance: ['System maintenance, please come back later.', 'Kasalukuyang inaayos ang sistema, pakibalikan mamaya.'],
  region_blocked: ['Your IP or location is blocked.', 'Naka-block ang iyong IP o lokasyon.'],
  feature_disabled: ['This service is not offered on this site.', 'Hindi inaalok ang serbisyong ito sa site na ito.'],
  invalid_input: ['Invalid request: {detail}.', 'Hindi wastong kahilingan: {detail}.'],
  body_required: ['request_body_required', 'request_body_required'],
  envelope_rejected: ['The request could not be decrypted.', 'Hindi ma-decrypt ang kahilingan.'],
  credentials_required: ['Please enter the username and password.', 'Ilagay ang username at password.'],
  login_failed: ['Incorrect username or password.', 'Mali ang username o password.'],
  captcha_required: ['Please enter the captcha.', 'Ilagay ang captcha.'],
  captcha_failed: ['Captcha check failed, please try again.', 'Hindi pumasa ang captcha, pakisubukang muli.'],
  not_member: ['Non-member account unable to login.', 'Hindi makakapag-log in ang account na hindi miyembro.'],
  not_agent: ['Non-agents cannot use this.', 'Hindi ito magagamit ng hindi ahente.'],
  real_account_needed: ['A real account is needed for this.', 'Kailangan ng totoong account para rito.'],
  invalid_phone: ['Please enter a valid phone number.', 'Maglagay ng wastong numero ng telepono.'],
  phone_not_registered: ['No account uses this phone number.', 'Walang account na gumagamit ng numerong ito.'],
  phone_taken: ['This phone number is already registered.', 'Nakarehistro na ang numerong ito.'],
  sms_too_fast: [
    'Please wait a second before asking for another code.',
    'Maghintay ng isang segundo bago humiling ng panibagong code.',
  ],
  sms_locked: [
    'Too many requests, retry after 5 minutes.',
    'Masyadong maraming kahilingan, subukang muli pagkalipas ng 5 minuto.',
  ],
  code_invalid: ['Invalid or missing verification code.', 'Mali o walang verification code.'],
  code_expired: [
    'The verification code has expired, please resend.',
    'Nag-expire na ang verification code, magpadala muli.',
  ],
  field_required: ['{field} is required.', 'Kailangan ang {field}.'],
  field_length: ['{field} must be {min}–{max} characters.', 'Ang {field} ay dapat {min}–{max} na character.'],
  field_pattern: ['{field} is not in the accepted format.', 'Hindi tinatanggap ang format ng {field}.'],
  passwords_differ: ['The passwords do not match.', 'Hindi magkatugma ang mga password.'],
  username_taken: ['This username is already taken.', 'May gumagamit na ng username na ito.'],
  invitation_invalid: ['Invalid invitation code.', 'Hindi wasto ang invitation code.'],
  account_not_found: ['Username or e-mail does not exist.', 'Walang ganitong username o e-mail.'],
  old_password_wrong: ['The current password is incorrect.', 'Mali ang kasalukuyang password.'],
  password_reused: [
    'The new password must differ from the current one.',
    'Dapat iba ang bagong password sa kasalukuyan.',
  ],
  password_change_required: [
    'Please change your password before continuing.',
    'Palitan muna ang iyong password bago magpatuloy.',
  ],
  password_check_failed: ['Password check failed.', 'Hindi pumasa ang pagsusuri ng password.'],
  payment_password_wrong: ['The payment password is incorrect.', 'Mali ang payment password.'],
  spin_balance_low: [
    'Your balance is too low for this spin. Transfer money to this game’s wallet, then spin again.',
    'Kulang ang iyong balanse para sa spin na ito. Maglipat ng pera sa wallet ng larong ito, saka mag-spin muli.',
  ],
  launch_expired: [
    'This game session has ended. Launch the game again from the lobby.',
    'Natapos na ang session ng larong ito. Buksan muli ang laro mula sa lobby.',
  ],
  trial_launch: ['A trial game plays with demo credits only.', 'Demo credit lamang ang gamit sa trial na laro.'],
  insufficient_funds: ['Your balance is not enough for this amount.', 'Kulang ang iyong balanse para sa halagang ito.'],
  amount_range: ['The amount must be between {min} and {max}.', 'Ang halaga ay dapat nasa pagitan ng {min} at {max}.'],
  unknown_wallet: ['Unknown wallet: {wallet}.', 'Hindi kilalang wallet: {wallet}.'],
  upline_name_wrong: ['That is not the name of your upline.', 'Hindi iyan ang pangalan ng iyong upline.'],
  date_range_reversed: [
    'The start of the date range must come before its end.',
    'Dapat mauna ang simula ng petsa bago ang katapusan nito.',
  ],
  return_url_invalid: [
    'Invalid URL, contact customer service.',
    'Hindi wastong URL, makipag-ugnayan sa customer service.',
  ],
  payout_channel_unknown: [
    'Choose one of the payout channels on offer.',
    'Pumili ng isa sa mga inaalok na payout channel.',
  ],
  account_number_invalid: [
    'The account number must be 6 to 24 digits.',
    'Ang account number ay dapat 6 hanggang 24 na numero.',
  ],
  payout_accounts_full: [
    'You can keep at most {max} payout accounts: remove one first.',
    'Hanggang {max} payout account lang ang maaari: mag-alis muna ng isa.',
  ],
  payout_account_exists: ['This account is already on your list.', 'Nasa listahan mo na ang account na ito.'],
  payout_account_unknown: ['Choose one of your payout accounts.', 'Pumili ng isa sa iyong mga payout account.'],
  turnover_unmet: [
    'Play {remaining} more in turnover before withdrawing.',
    'Maglaro pa ng {remaining} na turnover bago mag-withdraw.',
  ],
  remark_required: [
    'Say what happened to the payout (at most 140 characters).',
    'Sabihin kung ano ang nangyari sa payout (hanggang 140 character).',
  ],
  remark_too_long: ['The remark may be at most 140 characters.', 'Hanggang 140 character lang ang remark.'],
  proof_too_many: ['Attach at most 3 proof images.', 'Hanggang 3 larawan lang ang maaaring ilakip.'],
  proof_too_big: ['Each proof image may be at most 5 MB.', 'Hanggang 5 MB lang ang bawat larawan.'],
  proof_invalid: ['Proof images must be PNG or JPG files.', 'Dapat PNG o JPG ang mga larawan.'],
  proof_not_found: ['No such proof image.', 'Walang ganitong larawan.'],
  same_wallet: ['Choose two different wallets.', 'Pumili ng dalawang magkaibang wallet.'],
  transfer_not_allowed: [
    'You can only transfer to your direct downline here; use transfer to upline for your upline.',
    'Sa iyong direktang downline ka lang maaaring maglipat dito; gamitin ang transfer sa upline para sa iyong upline.',
  ],
  quota_exceeded: [
    'Quota exceeded, contact customer service.',
    'Naubos na ang quota, makipag-ugnayan sa customer service.',
  ],
  withdrawal_not_found: ['No such withdrawal.', 'Walang ganitong withdrawal.'],
  withdrawal_closed: ['This withdrawal can no longer be confirmed.', 'Hindi na makukumpirma ang withdrawal na ito.'],
  partly_amount: [
    'Enter the amount received, more than 0 and less than the withdrawal.',
    'Ilagay ang natanggap na halaga, higit sa 0 at kulang sa withdrawal.',
  ],
  proof_required: ['Attach at least one proof image.', 'Maglakip ng kahit isang larawan bilang patunay.'],
  launch_mode: ['#727 system busy', '#727 abala ang sistema'],
  game_not_found: ['No such game.', 'Walang ganitong laro.'],
  trial_real_money: [
    'Trial accounts can only play in trial mode.',
    'Sa trial mode lang makakapaglaro ang trial account.',
  ],
  room_not_found: ['No such room.', 'Walang ganitong kuwarto.'],
  reward_not_found: ['No such reward.', 'Walang ganitong gantimpala.'],
  reward_not_claimable: ['This reward cannot be claimed now.', 'Hindi makukuha ang gantimpalang ito ngayon.'],
  rebate_nothing_earned: [
    'There is no rebate to claim yet: play to earn one.',
    'Wala pang rebate na makukuha: maglaro para magkaroon.',
  ],
  rebate_changed: [
    'Your rebate has changed since you opened the page: check the new amount and claim again.',
    'Nagbago ang iyong rebate mula nang buksan mo ang pahina: tingnan ang bagong halaga at kunin muli.',
  ],
  rebate_below_minimum: [
    'The rebate can be claimed from {minimum}.',
    'Makukuha ang rebate kapag umabot na sa {minimum}.',
  ],
  activity_not_found: ['No such activity.', 'Walang ganitong aktibidad.'],
  activity_not_open: [
    'This activity is not open for applications now.',
    'Hindi bukas ang aktibidad na ito para sa aplikasyon ngayon.',
  ],
  activity_applied: ['You have already applied for this activity.', 'Nag-apply ka na sa aktibidad na ito.'],
  mission_not_found: ['No such mission.', 'Walang ganitong misyon.'],
  mission_not_reached: [
    'This mission is not complete yet: reach its target first.',
    'Hindi pa tapos ang misyong ito: abutin muna ang target.',
  ],
  mission_claimed: ['You have already claimed this mission’s reward.', 'Nakuha mo na ang gantimpala ng misyong ito.'],
  mission_not_open: ['This mission is not running now.', 'Hindi tumatakbo ngayon ang misyong ito.'],
  envelope_not_found: ['No such red envelope.', 'Walang ganitong red envelope.'],
  envelope_not_started: [
    'This red envelope cannot be opened yet.',
    'Hindi pa puwedeng buksan ang red envelope na ito.',
  ],
  envelope_ended: ['This red envelope has expired.', 'Tapos na ang oras ng red envelope na ito.'],
  envelope_opened: ['You have already opened this red envelope.', 'Nabuksan mo na ang red envelope na ito.'],
  points_short: ['Not enough points.', 'Kulang ang puntos.'],
  points_minimum: ['Convert at least {min} points.', 'Mag-convert ng hindi bababa sa {min} puntos.'],
  out_of_stock: ['This reward is out of stock.', 'Ubos na ang gantimpalang ito.'],
  contract_not_found: ['No such contract.', 'Walang ganitong kontrata.'],
  contract_state: [
    'This contract cannot be changed that way now.',
    'Hindi mababago ang kontratang ito sa ganitong paraan ngayon.',
  ],
  contract_pending: [
    'This member already has a contract of this kind.',
    'May kontrata na ng ganitong uri ang miyembrong ito.',
  ],
  contract_rate: ['The rate must be above 0 and at most {max}%.', 'Ang rate ay dapat higit sa 0 at hanggang {max}%.'],
  contract_no_terms: [
    'You have no contract of this kind, so you cannot offer one.',
    'Wala kang kontrata ng ganitong uri, kaya hindi ka makapag-alok nito.',
  ],
  not_your_downline: [
    'This member is not in your direct downline.',
    'Wala ang miyembrong ito sa iyong direktang downline.',
  ],
  feedback_words: [
    'Feedback must be between {min} and {max} words.',
    'Ang puna ay dapat nasa pagitan ng {min} at {max} na salita.',
  ],
  feedback_category: ['Choose one of the feedback categories.', 'Pumili ng isa sa mga kategorya ng puna.'],
  feedback_contact: [
    'Leave an e-mail address or phone number so we can answer you.',
    'Mag-iwan ng e-mail address o numero ng telepono para masagot ka namin.',
  ],
  feedback_remark_too_long: ['The remark may be at most 140 characters.', 'Hanggang 140 character lang ang remark.'],
  feedback_images_too_many: ['Attach at most 3 images.', 'Hanggang 3 larawan lang ang maaaring ilakip.'],
  feedback_images_too_big: ['Each image may be at most 5 MB.', 'Hanggang 5 MB lang ang bawat larawan.'],
  feedback_images_invalid: ['Images must be PNG or JPG files.', 'Dapat PNG o JPG ang mga larawan.'],
  feedback_not_found: ['No such feedback.', 'Walang ganitong puna.'],
  message_not_found: ['No such message.', 'Walang ganitong mensahe.'],
  nickname_rule: [
    'A nickname is {min}–{max} characters: letters, digits, _ - . and single spaces between words.',
    'Ang nickname ay {min}–{max} na character: mga titik, numero, _ - . at isang espasyo sa pagitan ng mga salita.',
  ],
  icon_unknown: ['Choose one of the avatars on offer.', 'Pumili ng isa sa mga inaalok na avatar.'],
  login_password_wrong: ['The login password is incorrect.', 'Mali ang login password.'],
  payment_password_digits: [
    'The payment password must be exactly 6 digits.',
    'Ang payment password ay dapat eksaktong 6 na numero.',
  ],
  payment_password_reused: [
    'The new payment password must differ from the current one.',
    'Dapat iba ang bagong payment password sa kasalukuyan.',
  ],
  payment_password_exists: [
    'A payment password is already set: change it with the current one.',
    'May payment password ka na: palitan ito gamit ang kasalukuyan.',
  ],
  payment_password_missing: [
    'No payment password is set yet: set one first.',
    'Wala ka pang payment password: magtakda muna ng isa.',
  ],
  email_taken: [
    'This e-mail address is already verified on another account.',
    'Naka-verify na ang e-mail address na ito sa ibang account.',
  ],
  // agent centre: team pages
  not_in_team: ['This member is not in your team.', 'Wala sa iyong team ang member na ito.'],
  team_type_not_allowed: [
    'You cannot register this account type.',
    'Hindi ka maaaring magrehistro ng ganitong uri ng account.',
  ],
  team_transfer_self: ['Choose a member of your team.', 'Pumili ng member ng iyong team.'],
  // agent reports
  agent_notice_not_found: ['This announcement does not exist.', 'Walang ganitong anunsyo.'],
  // sandbox hardening: amounts and counts out of bounds
  number_expected: ['{field} must be a number.', 'Dapat numero ang {field}.'],
  number_whole: ['{field} must be a whole number.', 'Dapat buong numero ang {field}.'],
  number_above: ['{field} must be more than {min}.', 'Dapat higit sa {min} ang {field}.'],
  number_at_least: ['{field} must be at least {min}.', 'Dapat hindi bababa sa {min} ang {field}.'],
  number_too_big: ['{field} may be at most {max}.', 'Hanggang {max} lang ang {field}.'],
  too_many_requests: [
    'Too many requests, retry after 5 minutes.',
    'Masyadong maraming kahilingan, subukang muli pagkalipas ng 5 minuto.',
  ],
  body_too_large: [
    'The request is too large: at most {max} can be sent.',
    'Masyadong malaki ang kahilingan: hanggang {max} lang ang maipapadala.',
  ],
  amount_out_of_bounds: ['The amount is out of bounds.', 'Lampas sa hangganan ang halaga.'],
  number_decimals: ['{field} may have at most two decimals.', 'Hanggang dalawang decimal lang ang {field}.'],
} as const;

export type TextKey = keyof typeof texts;
export type Lang = 'en' | 'ty';

export function languageOf(header: string | undefined): Lang {
  return header?.toUpperCase() === 'TY' ? 'ty' : 'en';
}

export function say(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  const template = texts[key][lang === 'ty' ? 1 : 0];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

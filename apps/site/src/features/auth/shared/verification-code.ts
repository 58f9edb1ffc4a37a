/** Spec §9: a verification code (SMS) is at most 255 characters. */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

import { Refusal } from '../envelope.ts';
import type { TextKey } from '../texts.ts';

export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What each refusal says: the withdrawal's proof by default; feedback names its own. */
export interface ImageRefusals {
  tooMany: TextKey;
  tooBig: TextKey;
  invalid: TextKey;
}

const proofRefusals: ImageRefusals = { tooMany: 'proof_too_many', tooBig: 'proof_too_big', invalid: 'proof_invalid' };

/**
 * Spec §9: png or jpg, 5 MB each at most, 3 at most. The type is read from the file's first bytes,
 * not from what the data URL claims, so a renamed file of another kind is refused.
 */
export function readProofImages(images: readonly string[], refusals: ImageRefusals = proofRefusals): ProofImage[] {
  if (images.length > MAX_PROOF_IMAGES) throw new Refusal('INVALID_INPUT', refusals.tooMany);
  return images.map((image) => {
    const match = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/.exec(image);
    if (!match) throw new Refusal('INVALID_INPUT', refusals.invalid);
    if (Math.floor((match[1]!.length * 3) / 4) > MAX_PROOF_BYTES + 2)
      throw new Refusal('INVALID_INPUT', refusals.tooBig);
    const data = Buffer.from(match[1]!, 'base64');
    if (data.length > MAX_PROOF_BYTES) throw new Refusal('INVALID_INPUT', refusals.tooBig);
    if (data.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', data };
    if (data.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', data };
    throw new Refusal('INVALID_INPUT', refusals.invalid);
  });
}

import type { RsaPublicKey } from './rsa.ts';

/** The request header that carries the encrypted one-time key (protocol notes). */
export const ENCRYPTION_HEADER = 'Encryption';

export interface SealedBody {
  /** The JSON text to send as the request body. */
  body: string;
  /** Headers to add to the request. */
  headers: Record<string, string>;
}

/** A body encryption scheme: what the transport needs from it. */
export interface BodyEnvelope {
  seal(plaintext: string, key: RsaPublicKey): SealedBody;
}

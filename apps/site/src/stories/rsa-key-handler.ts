import { http, HttpResponse } from 'msw';

/** Any RSA modulus will do: the story's platform opens no envelope. */
const storyModulus =
  'eac6dc79667016f083c0ab495ab40598f278b82ba942e85d2a6f6fa279f111d81631819dcf9103be82a83bd57e5ac95381dd198291bd8c04ff372d34baddfc60256fe064fcb07f67320401c8944b8adbd48caec751282bd22fdafdd6cd1b43df11306e92a20a2aeffa1fce48c67cb69a4733b24cc62408800d5f36c1c9c7d545';

/** The RSA key an encrypted call (a password change, an agent registering a downline) asks for first. */
export const rsaKeyHandler = http.get('*/wps/session/key/rsa', () =>
  HttpResponse.json({ success: true, value: storyModulus }),
);

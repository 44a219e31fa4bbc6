import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/**
 * A passkey authenticator in software, for server tests: a P-256 key, a 'none' attestation and
 * ES256 assertions, built byte for byte as the WebAuthn spec lays them out. `origin` is the page
 * the browser would be on; `counter` goes up with every assertion as a real authenticator's does.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;

  // COSE_Key for ES256: kty EC2, alg -7, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const counterBytes = (n: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(n);
    return bytes;
  };
  // Flags: user present (0x01) and verified (0x04); 0x40 when credential data follows.
  const authData = (rpId: string, flags: number, rest: Buffer[] = []) =>
    Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(counter), ...rest]);

  return {
    id: b64url(credentialId),

    /** navigator.credentials.create's answer (RegistrationResponseJSON); `origin` overrides the page. */
    create(options: CreationOptions, { from = origin } = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const data = authData(rpId, 0x45, [Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(data)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },

    /** navigator.credentials.get's answer (AuthenticationResponseJSON), signed with the key. */
    get(options: RequestOptions, { from = origin, challenge = options.challenge } = {}) {
      counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, 0x05);
      const client = clientData('webauthn.get', challenge, from);
      const signature = createSign('sha256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;

// A fake push service on 127.0.0.1 for tests: it hands out subscriptions whose keys it holds (an
// ECDH P-256 pair and an auth secret, as a browser makes them), decrypts each message it receives
// (aes128gcm, RFC 8188 and RFC 8291) and checks the VAPID JWT (RFC 8292) before recording it.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The subscription's id (the last path segment of its endpoint). */
  id: string;
  payload: unknown;
  ttl: string | undefined;
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number };
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, ending in the 0x02 delimiter and zero padding. */
export function decryptAes128gcm(
  body: Buffer,
  receiver: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiver.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.publicKey,
    senderPublicKey,
  ]);
  const ikm = hkdf(sharedSecret, receiver.authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('record is not the last one (no 0x02 delimiter)');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 signature by that key. */
export function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg ${header_.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { publicKey: k, audience: body.aud, subject: body.sub, expiresAt: body.exp };
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription; its endpoint answers `status` (201 unless set). */
  subscribe(): FakeSubscription;
  /** What the endpoint of a subscription answers from now on (410: gone, 500: try later). */
  answer(subscription: FakeSubscription, status: number): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const receivers = new Map<
    string,
    { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer; status: number }
  >();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').split('/').pop() ?? '';
      const receiver = receivers.get(id);
      if (!receiver) {
        response.writeHead(404).end();
        return;
      }
      if (receiver.status !== 201) {
        response.writeHead(receiver.status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const vapid = verifyVapid(request.headers.authorization);
        const plain = decryptAes128gcm(Buffer.concat(chunks), receiver);
        received.push({
          id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: request.headers.ttl as string | undefined,
          vapid,
        });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String((error as Error).message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = b64url(randomBytes(12));
      receivers.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret, status: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(publicKey), auth: b64url(authSecret) },
      };
    },
    answer(subscription, status) {
      const id = subscription.endpoint.split('/').pop() ?? '';
      const receiver = receivers.get(id);
      if (receiver) receiver.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

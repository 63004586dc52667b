import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as Infobip would see it. */
export interface InfobipRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    messages: {
      sender: string;
      destinations: { to: string; messageId?: string }[];
      content: { text: string };
    }[];
  };
}

/**
 * How the next send is answered: accepted (200 with the documented PENDING status), one of the
 * documented error answers, or an answer that comes only after `ms` (a gateway that hangs).
 */
export type InfobipBehaviour =
  | { kind: 'accept' }
  | { kind: 'error'; status: 400 | 401 | 429 | 500 }
  | { kind: 'slow'; ms: number };

export interface InfobipFake {
  baseUrl: string;
  apiKey: string;
  received: InfobipRequest[];
  /** Answers the following sends this way until changed. */
  behave(behaviour: InfobipBehaviour): void;
  close(): Promise<void>;
}

const ERROR_TEXTS: Record<number, { messageId: string; text: string }> = {
  400: { messageId: 'BAD_REQUEST', text: 'Bad request' },
  401: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' },
  429: { messageId: 'TOO_MANY_REQUESTS', text: 'Too many requests' },
  500: { messageId: 'GENERAL_ERROR', text: 'Something went wrong. Please contact support.' },
};

/**
 * A stand-in for Infobip's SMS API v3 on 127.0.0.1: `POST /sms/3/messages` with
 * `Authorization: App <key>`, answering as the API documents (a bulk with one PENDING message per
 * destination, or `requestError.serviceException` on an error). A wrong key is answered 401.
 */
export async function startInfobipFake(
  apiKey = 'test-infobip-key-0123456789',
): Promise<InfobipFake> {
  const received: InfobipRequest[] = [];
  let behaviour: InfobipBehaviour = { kind: 'accept' };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number) =>
        answer(status, { requestError: { serviceException: ERROR_TEXTS[status] } });
      if (request.method !== 'POST' || request.url !== '/sms/3/messages') return error(400);
      let body: InfobipRequest['body'];
      try {
        body = JSON.parse(raw) as InfobipRequest['body'];
      } catch {
        return error(400);
      }
      received.push({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== `App ${apiKey}`) return error(401);
      if (behaviour.kind === 'error') return error(behaviour.status);
      const accepted = () =>
        answer(200, {
          bulkId: `bulk-${received.length}`,
          messages: body.messages.flatMap((message) =>
            message.destinations.map((destination) => ({
              messageId: destination.messageId ?? `fake-${received.length}`,
              status: {
                groupId: 1,
                groupName: 'PENDING',
                id: 26,
                name: 'PENDING_ACCEPTED',
                description: 'Message sent to next instance',
              },
              destination: destination.to,
            })),
          ),
        });
      if (behaviour.kind === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          accepted();
        }, behaviour.ms);
        timers.add(timer);
        return;
      }
      accepted();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

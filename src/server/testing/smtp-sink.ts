import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives (enough of the protocol
 * for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT). `beforeAccept` runs before a message
 * is acknowledged, while the sender waits for the answer.
 */
export async function startSmtpSink(
  beforeAccept?: (mail: ReceivedMail) => Promise<void>,
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    const handleLine = async (line: string) => {
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') {
        reply('250-sink');
        reply('250 8BITMIME');
      } else if (command === 'MAIL') {
        mail = { from: line.slice(10).trim(), to: [], data: '' };
        reply('250 OK');
      } else if (command === 'RCPT') {
        mail.to.push(line.slice(8).trim());
        reply('250 OK');
      } else if (command === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else {
        reply('250 OK');
      }
    };
    let queue = Promise.resolve();
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      queue = queue.then(async () => {
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            mail.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            const done = mail;
            if (beforeAccept) await beforeAccept(done);
            received.push(done);
            reply('250 OK queued');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline < 0) return;
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          await handleLine(line);
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type Server, type Socket } from 'node:net';

/**
 * Just enough SMTP (RFC 5321, no TLS, no AUTH) for nodemailer to deliver to it, on 127.0.0.1 and a free port.
 * `refuseRecipients` answers RCPT with a temporary failure (451), as a greylisting or overloaded server would.
 */
export interface FakeSmtpServer {
  url: string;
  /** The raw DATA of every accepted message (headers and body). */
  received: string[];
  refuseRecipients: boolean;
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const sockets = new Set<Socket>();
  const fake: FakeSmtpServer = { url: '', received: [], refuseRecipients: false, close: async () => undefined };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            fake.received.push(data);
            data = null;
            reply('250 2.0.0 queued');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.test');
        else if (command === 'MAIL') reply('250 2.1.0 ok');
        else if (command === 'RCPT') reply(fake.refuseRecipients ? '451 4.7.1 try again later' : '250 2.1.5 ok');
        else if (command === 'DATA') {
          data = '';
          reply('354 end with .');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  fake.url = `smtp://127.0.0.1:${address.port}`;
  fake.close = () =>
    new Promise((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return fake;
}

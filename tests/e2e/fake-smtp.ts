import { createServer, type Server, type Socket } from 'node:net';

/**
 * A mail server for a spec's own server (SMTP_URL=smtp://127.0.0.1:<port>): just enough SMTP for
 * nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT; no STARTTLS, no AUTH advertised). While `refuse`
 * is set it answers every recipient with a permanent 550, so the outbox gives the mail up (DEAD)
 * at once; otherwise it takes the mail and keeps its recipients and text in `received`.
 */
export interface FakeSmtp {
  url: string;
  refuse: boolean;
  received: { to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const fake: Omit<FakeSmtp, 'url' | 'close'> = { refuse: false, received: [] };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          fake.received.push({ to, data });
          to = [];
          data = '';
          say('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'NOOP') say('250 OK');
        else if (verb === 'MAIL') {
          to = [];
          say('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (fake.refuse) say('550 5.1.1 mailbox unavailable');
          else {
            to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
            say('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          to = [];
          say('250 OK');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  }) as FakeSmtp;
}

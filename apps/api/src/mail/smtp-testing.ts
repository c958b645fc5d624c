import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** How the test server treats what comes in: takes the mail, refuses every recipient, or never greets. */
type TSmtpBehaviour = 'accept' | 'refuse' | 'stall';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks joined. */
  raw: string;
}

interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Recipients refused, one entry per refusal (so per attempt). */
  refused: string[];
  /** Connections open now: under `stall`, the deliveries hanging on this server. */
  openConnections(): number;
  behave(next: TSmtpBehaviour): void;
  /** Ends every open connection, as a crashing server would. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free local port, for delivery tests. */
export async function startTestSmtpServer(initial: TSmtpBehaviour = 'accept'): Promise<TestSmtpServer> {
  let behaviour = initial;
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      // Stalling: the client waits for a greeting that never comes.
      if (behaviour !== 'stall') callback();
    },
    onRcptTo(address, _session, callback) {
      if (behaviour === 'refuse') {
        refused.push(address.address);
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    openConnections: () => sockets.size,
    behave: (next) => {
      behaviour = next;
    },
    dropConnections,
    close: async () => {
      dropConnections();
      await new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

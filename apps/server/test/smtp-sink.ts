import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** The first http(s) link in the newest mail to `to`, quoted-printable undone. */
  lastLinkTo(to: string): string | undefined;
  /** While true, connections are refused with 421 (service not available), as a mail server that is down. */
  refuse(isRefusing: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let isRefusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!isRefusing) return callback();
      const error = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 421,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    lastLinkTo(to) {
      const mail = received.findLast((m) => m.to.includes(to));
      const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return text?.match(/https?:\/\/[^\s"'<>]+/)?.[0];
    },
    refuse(refusing) {
      isRefusing = refusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

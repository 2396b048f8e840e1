// A real SMTP server for the tests (smtp-server, from nodemailer's authors), keeping what it accepted as parsed
// mail (mailparser): the SMTP transport's tests and the notification mail's read what arrived.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port of this machine, keeping what it accepted; `refusing` turns recipients away. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // no reverse DNS of the client: a sandbox without DNS would wait for it on every connection
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

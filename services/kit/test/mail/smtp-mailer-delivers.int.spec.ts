import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { SmtpMailer } from '../../src/mail/smtp.mailer';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const mail = {
  to: 'robin@example.test',
  subject: 'Confirm your email – Village',
  text: 'Hello Robin, open https://village.example/confirm-email?token=abc',
  html: '<p>Hello Robin, <a href="https://village.example/confirm-email?token=abc">confirm</a></p>',
};

it('delivers both bodies, the subject and the sender to the SMTP server', async () => {
  const mailer = new SmtpMailer({ url: smtp.url, from: 'Village <no-reply@village.example>' });
  try {
    await mailer.send(mail);
  } finally {
    mailer.onApplicationShutdown();
  }
  expect(smtp.received).toContainEqual({
    from: 'no-reply@village.example',
    to: ['robin@example.test'],
    subject: 'Confirm your email – Village',
    text: mail.text,
    html: mail.html,
  });
});

it('fails (so the job queue retries) when the server refuses the message', async () => {
  const mailer = new SmtpMailer({ url: smtp.url, from: 'Village <no-reply@village.example>' });
  smtp.refuseNext(1);
  try {
    await expect(mailer.send({ ...mail, to: 'refused@example.test' })).rejects.toThrow(/451/);
  } finally {
    mailer.onApplicationShutdown();
  }
  expect(smtp.received.map((received) => received.to)).not.toContainEqual(['refused@example.test']);
});

it('fails when nothing listens at the SMTP URL', async () => {
  const closed = await startTestSmtpServer();
  await closed.close();
  const mailer = new SmtpMailer({ url: closed.url, from: 'Village <no-reply@village.example>', timeoutMs: 2000 });
  try {
    await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    mailer.onApplicationShutdown();
  }
});

export * from './mailer.port';
export * from './mail.env';
export * from './smtp.mailer';
export * from './send-mail.job';
export * from './send-mail.handler';
export * from './mail-queue';
export * from './mail-layout';

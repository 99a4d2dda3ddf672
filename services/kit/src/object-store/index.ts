export * from './object-store.port';
export * from './object-key';
export * from './signed-link';
export * from './local-directory.object-store';
export * from './s3.object-store';

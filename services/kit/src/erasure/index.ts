export * from './forget-member';

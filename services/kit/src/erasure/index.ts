export * from './forget-member';
export * from './member-erased.consumer';

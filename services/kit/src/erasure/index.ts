export * from './forget-member';
export * from './member-erased.consumer';
export * from './erased-member.entity';
export * from './erased-members.migration';

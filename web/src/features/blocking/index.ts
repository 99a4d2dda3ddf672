export { BlockMemberButton } from './block-member-button';
export { BlockedMembersList } from './blocked-members-list';

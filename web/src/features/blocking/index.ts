export { BlockMemberButton } from './block-member-button';
export { BlockedMembersList } from './blocked-members-list';
export { PreEmptiveBlocksPanel } from './pre-emptive-blocks-panel';

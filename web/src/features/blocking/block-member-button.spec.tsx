import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { BlockMemberButton } from './block-member-button';
import { BLOCK_MEMBER_MUTATION, MY_BLOCKED_MEMBERS_QUERY } from './blocking.query';

const blockMock = (): MockLink.MockedResponse & { called: () => boolean } => {
  let called = false;
  return {
    request: { query: BLOCK_MEMBER_MUTATION, variables: { memberId: 'member-2' } },
    result: () => {
      called = true;
      return { data: { blockMember: true } };
    },
    called: () => called,
  };
};
const listMock: MockLink.MockedResponse = {
  request: { query: MY_BLOCKED_MEMBERS_QUERY },
  result: { data: { myBlockedMembers: [] } },
};

describe('BlockMemberButton', () => {
  it('blocks only after the member confirms, then says so', async () => {
    const block = blockMock();
    const onBlocked = jest.fn();
    await renderWithProviders(
      <MockedProvider mocks={[block, listMock]}>
        <BlockMemberButton memberId="member-2" memberName="Jo Bloggs" onBlocked={onBlocked} />
      </MockedProvider>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Block Jo Bloggs' }));
    expect(screen.getByRole('dialog', { name: 'Block Jo Bloggs?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(block.called()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Block Jo Bloggs' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('You and Jo Bloggs will no longer see each other.')).toBeInTheDocument();
    expect(block.called()).toBe(true);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

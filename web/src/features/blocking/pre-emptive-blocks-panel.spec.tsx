import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders } from '../../test/render-with-providers';
import { PreEmptiveBlocksPanel } from './pre-emptive-blocks-panel';

const BLOCK = { id: 'block-1', kind: 'email', label: 'My ex', createdAt: '2026-03-04T10:00:00.000Z' };

describe('PreEmptiveBlocksPanel', () => {
  it('blocks an address, then lists it by its label only', async () => {
    const fetch = mockFetch(jsonResponse(200, []), jsonResponse(200, BLOCK), jsonResponse(200, [BLOCK]));
    await renderWithProviders(<PreEmptiveBlocksPanel />);
    expect(await screen.findByText('You have not blocked any addresses or numbers.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email address to block'), 'Ex@Example.test');
    await user.type(screen.getByLabelText('Label (optional, only you see it)'), 'My ex');
    await user.click(screen.getByRole('button', { name: 'Block address' }));

    const list = await screen.findByRole('list', { name: 'Blocked addresses and numbers' });
    expect(within(list).getByText('My ex')).toBeInTheDocument();
    expect(within(list).getByText('Email address · blocked on 4 March 2026')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Ex@Example.test');
    expect(screen.getByLabelText('Email address to block')).toHaveValue('');
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/blocks/pre-emptive');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'Ex@Example.test', label: 'My ex' });
  });

  it('blocks a phone number, sends it as a phone and lists it by its kind, never the number', async () => {
    const numberBlock = { id: 'block-2', kind: 'phone', label: null, createdAt: '2026-03-05T10:00:00.000Z' };
    const fetch = mockFetch(jsonResponse(200, []), jsonResponse(200, numberBlock), jsonResponse(200, [numberBlock]));
    await renderWithProviders(<PreEmptiveBlocksPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Phone number' }));
    expect(screen.queryByLabelText('Email address to block')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number to block'), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Block number' }));

    const list = await screen.findByRole('list', { name: 'Blocked addresses and numbers' });
    expect(within(list).getByText('Phone number 1')).toBeInTheDocument();
    expect(within(list).getByText('Phone number · blocked on 5 March 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number to block')).toHaveValue('');
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ phone: '07911 123456' });
  });

  it("shows identity's refusal of a number at the field", async () => {
    const refusal = {
      statusCode: 400,
      message: 'Please enter a valid phone number',
      fieldErrors: { phone: 'Please enter a valid phone number' },
    };
    mockFetch(jsonResponse(200, []), jsonResponse(400, refusal));
    await renderWithProviders(<PreEmptiveBlocksPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Phone number' }));
    await user.type(screen.getByLabelText('Phone number to block'), '12345');
    await user.click(screen.getByRole('button', { name: 'Block number' }));
    expect(await screen.findByLabelText('Phone number to block')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  });

  it('says what is wrong with an address before sending anything', async () => {
    const fetch = mockFetch(jsonResponse(200, []));
    await renderWithProviders(<PreEmptiveBlocksPanel />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address to block'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Block address' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('removes a block', async () => {
    const fetch = mockFetch(jsonResponse(200, [BLOCK]), jsonResponse(200, { id: 'block-1' }), jsonResponse(200, []));
    await renderWithProviders(<PreEmptiveBlocksPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove block: My ex' }));
    expect(await screen.findByText('You have not blocked any addresses or numbers.')).toBeInTheDocument();
    expect(fetch.mock.calls[1][0]).toBe('/api/blocks/pre-emptive/block-1');
    expect((fetch.mock.calls[1][1] as RequestInit).method).toBe('DELETE');
  });
});

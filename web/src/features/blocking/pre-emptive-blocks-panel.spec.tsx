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
    expect(await screen.findByText('You have not blocked any addresses.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email address to block'), 'Ex@Example.test');
    await user.type(screen.getByLabelText('Label (optional, only you see it)'), 'My ex');
    await user.click(screen.getByRole('button', { name: 'Block address' }));

    const list = await screen.findByRole('list', { name: 'Blocked addresses' });
    expect(within(list).getByText('My ex')).toBeInTheDocument();
    expect(within(list).getByText('Email address · blocked on 4 March 2026')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Ex@Example.test');
    expect(screen.getByLabelText('Email address to block')).toHaveValue('');
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/blocks/pre-emptive');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'Ex@Example.test', label: 'My ex' });
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
    expect(await screen.findByText('You have not blocked any addresses.')).toBeInTheDocument();
    expect(fetch.mock.calls[1][0]).toBe('/api/blocks/pre-emptive/block-1');
    expect((fetch.mock.calls[1][1] as RequestInit).method).toBe('DELETE');
  });
});

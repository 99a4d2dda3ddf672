import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { EraseAccountSection } from './erase-account-section';

async function renderSection(onErased = jest.fn()) {
  await renderWithProviders(<EraseAccountSection onErased={onErased} />, {
    loadCurrentUser: () => Promise.resolve(sampleUser),
  });
  return onErased;
}

const PHRASE_LABEL = 'Type "erase my account" to confirm';
const PASSWORD_LABEL = 'Your password (leave empty if you only sign in with Google or Facebook)';

describe('EraseAccountSection', () => {
  it('says what erasing means, and sends nothing until the phrase is typed', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { message: 'erased' }));
    const user = userEvent.setup();
    const onErased = await renderSection();

    expect(screen.getByRole('heading', { name: 'Erase your account' })).toBeInTheDocument();
    expect(screen.getByText(/your forum posts and replies stay, shown as written by "Former member"/)).toBeVisible();
    expect(screen.getByText(/kept for six years, as the law requires/)).toBeVisible();
    await user.type(screen.getByLabelText(PHRASE_LABEL), 'erase my acount');
    await user.click(screen.getByRole('button', { name: 'Erase my account' }));

    expect(screen.getByLabelText(PHRASE_LABEL)).toHaveAccessibleDescription(PHRASE_LABEL);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('erases with the password and the phrase, then leaves', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { message: 'Your account has been erased.' }));
    const user = userEvent.setup();
    const onErased = await renderSection();

    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'correct horse battery');
    await user.type(screen.getByLabelText(PHRASE_LABEL), 'Erase my account');
    await user.click(screen.getByRole('button', { name: 'Erase my account' }));

    await screen.findByRole('button', { name: 'Erase my account' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/erase',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ password: 'correct horse battery', confirmation: 'Erase my account' }),
      }),
    );
    expect(onErased).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong password on its field and stays', async () => {
    mockFetch(
      jsonResponse(400, {
        message: 'Your password is incorrect',
        code: 'VALIDATION',
        fieldErrors: { password: 'Your password is incorrect' },
      }),
    );
    const user = userEvent.setup();
    const onErased = await renderSection();

    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'not it');
    await user.type(screen.getByLabelText(PHRASE_LABEL), 'erase my account');
    await user.click(screen.getByRole('button', { name: 'Erase my account' }));

    expect(await screen.findByText('Your password is incorrect')).toBeVisible();
    expect(onErased).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../../lib/browser-location';
import { jsonResponse, fakeResponse, mockFetch } from '../../test/fake-response';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import SignupPage from './signup-page';

jest.mock('../../lib/browser-location', () => ({
  ...jest.requireActual<object>('../../lib/browser-location'),
  assignLocation: jest.fn(),
}));

const assignLocationMock = jest.mocked(assignLocation);

function renderSignup() {
  return renderWithProviders(<SignupPage />, { route: '/signup' });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Amara Okafor');
  await user.type(screen.getByLabelText('Email'), 'amara@example.com');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.type(screen.getByLabelText('City'), 'Bristol');
  await user.type(screen.getByLabelText('Postcode'), 'BS1 4DJ');
  await user.selectOptions(screen.getByLabelText('Country'), 'Ireland');
  await user.click(screen.getByLabelText('I am a single parent'));
  await user.click(screen.getByLabelText('I offer services'));
}

function imageFile(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  jest.useRealTimers();
  assignLocationMock.mockReset();
});

describe('SignupPage', () => {
  it('offers exactly the spec countries', async () => {
    await renderSignup();
    const options = within(screen.getByLabelText('Country')).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'Ireland',
      'United States',
      'Canada',
      'Australia',
      'New Zealand',
      'Germany',
      'France',
      'Spain',
      'Italy',
      'Netherlands',
    ]);
  });

  it('shows the spec messages under each field on an empty submit', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderSignup();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const expected: Record<string, string> = {
      'Full name': 'Full name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Password: 'Password must be at least 8 characters',
      City: 'Please enter your city/town',
      Postcode: 'Please enter your postcode/zip code',
      Country: 'Please select your country',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a file that is not an image and keeps none', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderSignup();
    const input = screen.getByLabelText(/choose an image/i);

    await user.upload(input, imageFile('notes.pdf', 'application/pdf'));

    const toast = await screen.findByText('Invalid file type');
    expect(toast.closest('[data-variant="destructive"]')).not.toBeNull();
    expect(screen.getByText('Please select a valid image file (JPG, PNG, GIF, or WebP)')).toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByAltText('Preview of your profile photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('rejects an image over 10MB and keeps none', async () => {
    const user = userEvent.setup();
    await renderSignup();

    await user.upload(
      screen.getByLabelText(/choose an image/i),
      imageFile('big.png', 'image/png', 10 * 1024 * 1024 + 1),
    );

    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 10MB')).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of your profile photo')).not.toBeInTheDocument();
  });

  it('previews a valid photo and removes it', async () => {
    const user = userEvent.setup();
    await renderSignup();

    await user.upload(screen.getByLabelText(/choose an image/i), imageFile('me.webp', 'image/webp'));
    expect(screen.getByAltText('Preview of your profile photo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByAltText('Preview of your profile photo')).not.toBeInTheDocument();
  });

  it('posts the form as multipart and redirects to /api/login exactly 1500 ms after success', async () => {
    jest.useFakeTimers();
    document.cookie = 'village_csrf=csrf-1; path=/';
    const fetchMock = mockFetch(jsonResponse(201, { user: { id: 'u1' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSignup();
    await fillValidForm(user);
    const photo = imageFile('me.jpg', 'image/jpeg');
    await user.upload(screen.getByLabelText(/choose an image/i), photo);

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await flushPromises();

    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/register');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'x-csrf-token': 'csrf-1' } });
    const body = init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'profilePhoto'))).toEqual({
      fullName: 'Amara Okafor',
      email: 'amara@example.com',
      password: 'a-long-password',
      city: 'Bristol',
      postcode: 'BS1 4DJ',
      country: 'Ireland',
      isSingleParent: 'true',
      isLookingForColiving: 'false',
      offersServices: 'true',
    });
    expect((body.get('profilePhoto') as File).name).toBe('me.jpg');

    act(() => jest.advanceTimersByTime(1499));
    expect(assignLocationMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assignLocationMock).toHaveBeenCalledTimes(1);
    expect(assignLocationMock).toHaveBeenCalledWith('/api/login');
  });

  it("redirects to the server's redirectUrl when given", async () => {
    jest.useFakeTimers();
    mockFetch(jsonResponse(201, { user: { id: 'u1' }, redirectUrl: '/signup-complete' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSignup();
    await fillValidForm(user);

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await flushPromises();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1499));
    expect(assignLocationMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assignLocationMock).toHaveBeenCalledWith('/signup-complete');
  });

  it('shows the server message and field errors when registration fails', async () => {
    mockFetch(
      jsonResponse(409, {
        message: 'An account with this email already exists',
        fieldErrors: { email: 'This email is already registered' },
      }),
    );
    const user = userEvent.setup();
    await renderSignup();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const title = await screen.findByText('Sign up failed');
    expect(title.closest('[data-variant="destructive"]')).not.toBeNull();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(assignLocationMock).not.toHaveBeenCalled();
  });

  it('shows the body text when the server does not answer in JSON', async () => {
    mockFetch(fakeResponse({ status: 502, body: 'Bad gateway', contentType: 'text/html' }));
    const user = userEvent.setup();
    await renderSignup();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Bad gateway')).toBeInTheDocument();
  });

  it('shows the unexpected-error message when the request cannot be made', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderSignup();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('An unexpected error occurred during registration')).toBeInTheDocument();
  });

  it('links to sign in and home', async () => {
    await renderSignup();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

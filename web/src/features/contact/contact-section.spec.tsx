import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { ContactSection } from './contact-section';

const fill = async () => {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Subject'), 'Hosting');
  await userEvent.type(screen.getByLabelText('Message'), 'How do I host a playdate?');
};

it('sends the form with an empty honeypot, then thanks the sender', async () => {
  const calls = routeFetch({ '/api/contact/queries': () => serviceResponse(201, { received: true }) });
  await renderWithProviders(<ContactSection />);
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await flushPromises();

  expect(calls.map((call) => [call.method, call.url])).toEqual([['POST', '/api/contact/queries']]);
  expect(JSON.parse(String(calls[0]?.body))).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    subject: 'Hosting',
    message: 'How do I host a playdate?',
    website: '',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Thank you, we have your message');
  expect(screen.getByRole('status')).toHaveTextContent('ada@example.org');
  expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
});

it('says which fields are missing and sends nothing', async () => {
  const calls = routeFetch({});
  await renderWithProviders(<ContactSection />);
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await flushPromises();

  expect(screen.getByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it("shows the server's message when the query is refused, and keeps the form", async () => {
  routeFetch({
    '/api/contact/queries': () =>
      serviceResponse(429, { message: 'Too many attempts from your network. Please wait a minute and try again.' }),
  });
  await renderWithProviders(<ContactSection />);
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await flushPromises();

  expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts from your network.');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
});

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { MY_ONLY_VERIFIED_CONTACT_QUERY, SET_ONLY_VERIFIED_CONTACT_MUTATION } from './contact-rule.query';
import { OnlyVerifiedContactSetting } from './only-verified-contact-setting';

const current = (value: boolean): MockLink.MockedResponse => ({
  request: { query: MY_ONLY_VERIFIED_CONTACT_QUERY },
  result: { data: { myOnlyVerifiedContact: value } },
});

it('is off by default and turns on, saying what it means', async () => {
  let saved: unknown;
  const set: MockLink.MockedResponse = {
    request: { query: SET_ONLY_VERIFIED_CONTACT_MUTATION, variables: { enabled: true } },
    result: () => {
      saved = true;
      return { data: { setOnlyVerifiedContact: true } };
    },
  };
  await renderWithProviders(
    <MockedProvider mocks={[current(false), set, current(true)]}>
      <OnlyVerifiedContactSetting />
    </MockedProvider>,
  );
  await flushPromises();

  const toggle = await screen.findByRole('switch', { name: 'Only verified members may contact me' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(toggle);
  await flushPromises();

  expect(await screen.findByText('Contact setting saved')).toBeInTheDocument();
  expect(saved).toBe(true);
  expect(screen.getByRole('switch', { name: 'Only verified members may contact me' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

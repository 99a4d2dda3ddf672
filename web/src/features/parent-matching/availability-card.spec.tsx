import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import { AvailabilityCard } from './availability-card';
import type { AvailabilityRule } from './parent-matching-api';

const WEEKENDS: AvailabilityRule = {
  kind: 'alternate_weekends',
  state: 'child_free',
  startsOn: '2026-11-28',
  days: null,
  from: null,
  to: null,
};

const show = async (rules: AvailabilityRule[]) => {
  const calls = routeFetch({
    '/api/availability': (call) =>
      serviceResponse(200, call.method === 'PUT' ? JSON.parse(String(call.body)) : { rules }),
  });
  await renderWithProviders(<AvailabilityCard />, { route: '/parent-matching' });
  return calls;
};

const saved = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(String(call.body)) as unknown);

it('shows the saved rules and saves a new weekly time beside them', async () => {
  const calls = await show([WEEKENDS]);
  expect(screen.getByLabelText('Alternate weekends from (a Saturday)')).toHaveValue('2026-11-28');
  expect(screen.getByLabelText('I am')).toHaveValue('child_free');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add weekly time' }));
  const weekly = screen.getByRole('group', { name: 'Weekly (time 2)' });
  await user.click(within(weekly).getByRole('checkbox', { name: 'Wed' }));
  await user.click(within(weekly).getByRole('checkbox', { name: 'Mon' }));
  await user.selectOptions(within(weekly).getByLabelText('I am'), 'with_children');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  await flushPromises();

  expect(await screen.findByText('Availability Saved')).toBeInTheDocument();
  expect(saved(calls)).toEqual([
    {
      rules: [
        WEEKENDS,
        { kind: 'weekly', state: 'with_children', startsOn: null, days: [1, 3], from: '18:00', to: '21:00' },
      ],
    },
  ]);
});

it('refuses alternate weekends that do not start on a Saturday', async () => {
  const calls = await show([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add alternate weekends' }));
  await user.type(screen.getByLabelText('Alternate weekends from (a Saturday)'), '2026-11-27');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  await flushPromises();

  expect(screen.getByText('Alternate weekends start on a Saturday')).toBeInTheDocument();
  expect(screen.getByLabelText('Alternate weekends from (a Saturday)')).toHaveAttribute('aria-invalid', 'true');
  expect(saved(calls)).toEqual([]);
});

it('refuses a weekly time without days, or with a start after its end', async () => {
  const calls = await show([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add weekly time' }));
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  await flushPromises();
  expect(screen.getByText('A weekly time needs days and a start before its end')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Fri' }));
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), '22:00');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  await flushPromises();
  expect(screen.getByText('A weekly time needs days and a start before its end')).toBeInTheDocument();
  expect(saved(calls)).toEqual([]);
});

it('removes a rule and saves none; offers no more than 20 times', async () => {
  const calls = await show([WEEKENDS]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove time 1' }));
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  await flushPromises();
  expect(saved(calls)).toEqual([{ rules: [] }]);

  for (let added = 0; added < 20; added += 1) {
    await user.click(screen.getByRole('button', { name: 'Add weekly time' }));
  }
  expect(screen.getByRole('button', { name: 'Add weekly time' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add alternate weekends' })).toBeDisabled();
});

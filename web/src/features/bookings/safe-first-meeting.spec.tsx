import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { Booking } from './bookings-api';
import { SafeFirstMeeting } from './safe-first-meeting';
import type { BookingSafety, SafetyPlan } from './safety-plan-api';

const booking = { id: 'b1', service: { title: 'Park playdate', type: 'playdate' } } as Booking;

const plan = (overrides: Partial<SafetyPlan> = {}): SafetyPlan => ({
  id: 'p1',
  bookingId: 'b1',
  contactName: 'Ruth',
  contactEmail: 'ruth@example.net',
  meetingNote: null,
  checkInAt: null,
  status: 'active',
  who: 'Hana',
  where: 'Park playdate, Hackney',
  when: '1 March 2030 at 14:30',
  createdAt: '2030-03-01T09:00:00.000Z',
  actions: [{ action: 'shared', at: '2030-03-01T09:00:00.000Z' }],
  ...overrides,
});

/** The plan's own status line (the toast region is a status too). */
const planStatus = () => within(screen.getByRole('region', { name: 'Safe first meeting' })).getByRole('status');

const safetyAnswer = (safety: BookingSafety) => () => serviceResponse(200, safety);

describe('SafeFirstMeeting', () => {
  it('shows nothing when the booking cannot have a plan', async () => {
    routeFetch({
      '/api/bookings/b1/safety-plan': safetyAnswer({
        canShare: false,
        reason: 'A safety plan is for a first meeting with someone new.',
        plan: null,
      }),
    });
    await renderWithProviders(<SafeFirstMeeting booking={booking} />);
    expect(screen.queryByRole('region', { name: 'Safe first meeting' })).toBeNull();
  });

  it('shares the plan from the dialog and then offers the check-in', async () => {
    const calls = routeFetch({
      '/api/bookings/b1/safety-plan': (call) =>
        call.method === 'POST'
          ? serviceResponse(201, plan({ meetingNote: 'North gate' }))
          : serviceResponse(200, { canShare: true, reason: null, plan: null }),
    });
    await renderWithProviders(<SafeFirstMeeting booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share plan with a trusted contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Share plan with a trusted contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share plan' }));
    expect(within(dialog).getByText("Enter your contact's name")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Contact's name"), 'Ruth');
    await userEvent.type(within(dialog).getByLabelText("Contact's email"), 'ruth@example.net');
    await userEvent.type(within(dialog).getByLabelText(/Where exactly/), 'North gate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share plan' }));

    expect(await screen.findByText('Plan shared with Ruth.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm safe" })).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(posted?.body))).toEqual({
      contactName: 'Ruth',
      contactEmail: 'ruth@example.net',
      meetingNote: 'North gate',
      checkInAt: null,
    });
  });

  it("checks in with 'I'm safe'", async () => {
    const calls = routeFetch({
      '/api/bookings/b1/safety-plan': safetyAnswer({
        canShare: false,
        reason: null,
        plan: plan({ checkInAt: '2030-03-01T17:00:00.000Z' }),
      }),
      '/api/safety-plans/p1/check-in': () => serviceResponse(200, plan({ status: 'checked_in' })),
    });
    await renderWithProviders(<SafeFirstMeeting booking={booking} />);
    expect(planStatus()).toHaveTextContent(/^Plan shared with Ruth\. Check in by .+, or they will be emailed\.$/);
    await userEvent.click(screen.getByRole('button', { name: "I'm safe" }));
    await waitFor(() => expect(planStatus()).toHaveTextContent('You checked in: Ruth will not be alerted.'));
    expect(screen.queryByRole('button', { name: "I'm safe" })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/safety-plans/p1/check-in',
    ]);
  });

  it('says when the contact was emailed about a missed check-in', async () => {
    routeFetch({
      '/api/bookings/b1/safety-plan': safetyAnswer({ canShare: true, reason: null, plan: plan({ status: 'alerted' }) }),
    });
    await renderWithProviders(<SafeFirstMeeting booking={booking} />);
    expect(planStatus()).toHaveTextContent('You did not check in in time: Ruth was emailed.');
    expect(screen.getByRole('button', { name: 'Share plan with a trusted contact' })).toBeInTheDocument();
  });
});

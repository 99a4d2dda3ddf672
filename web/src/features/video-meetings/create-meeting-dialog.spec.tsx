import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import { CreateMeetingDialog } from './create-meeting-dialog';
import { aMeeting } from './testing/meeting-fixtures';
import type { VideoMeeting } from './video-meetings-api';

function Harness({ onCreated }: { onCreated: (meeting: VideoMeeting) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <CreateMeetingDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
    </>
  );
}

const openDialog = async (answer: (call: FetchCall) => Response) => {
  const calls = routeFetch({ '/api/video-meetings': answer });
  const created = jest.fn();
  await renderWithProviders(<Harness onCreated={created} />, { route: '/video-meetings' });
  return { calls, created, dialog: screen.getByRole('dialog', { name: 'Create Meeting' }) };
};

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Create Meeting' }));

const replace = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

it('starts from the spec’s defaults: 60 minutes, 10 participants, public, General', async () => {
  const { dialog } = await openDialog(() => serviceResponse(201, aMeeting()));
  expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveValue(60);
  expect(within(dialog).getByLabelText('Max participants')).toHaveValue(10);
  expect(within(dialog).getByRole('checkbox', { name: 'Public meeting' })).toBeChecked();
  const type = within(dialog).getByLabelText('Meeting type');
  expect(type).toHaveDisplayValue('General');
  expect([...(type as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'General',
    'Playdate',
    'Consultation',
    'Support group',
  ]);
});

it('refuses an empty form with the spec’s messages, and sends nothing', async () => {
  const { dialog, calls } = await openDialog(() => serviceResponse(201, aMeeting()));
  await submit(dialog);
  expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Date and time is required')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
});

it('refuses a time in the past, a long title and description, and out-of-range duration and participants', async () => {
  const { dialog, calls } = await openDialog(() => serviceResponse(201, aMeeting()));
  await userEvent.type(within(dialog).getByLabelText('Title'), 'x'.repeat(101));
  await userEvent.click(within(dialog).getByLabelText('Description (optional)'));
  await userEvent.paste('y'.repeat(1001));
  await userEvent.type(within(dialog).getByLabelText('Date and time'), '2020-01-01T10:00');
  await replace(within(dialog).getByLabelText('Duration (minutes)'), '14');
  await replace(within(dialog).getByLabelText('Max participants'), '1');
  await submit(dialog);
  expect(within(dialog).getByText('Title must be under 100 characters')).toBeInTheDocument();
  expect(within(dialog).getByText('Description must be under 1000 characters')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose a time in the future')).toBeInTheDocument();
  expect(within(dialog).getByText('Duration must be between 15 and 480 minutes')).toBeInTheDocument();
  expect(within(dialog).getByText('Participants must be between 2 and 50')).toBeInTheDocument();

  await replace(within(dialog).getByLabelText('Duration (minutes)'), '481');
  await replace(within(dialog).getByLabelText('Max participants'), '51');
  await submit(dialog);
  expect(within(dialog).getByText('Duration must be between 15 and 480 minutes')).toBeInTheDocument();
  expect(within(dialog).getByText('Participants must be between 2 and 50')).toBeInTheDocument();

  await replace(within(dialog).getByLabelText('Duration (minutes)'), '');
  await submit(dialog);
  expect(within(dialog).getByText('Duration must be between 15 and 480 minutes')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('creates the meeting, says Meeting Created, closes, and opens empty again', async () => {
  const { dialog, calls, created } = await openDialog(() => serviceResponse(201, aMeeting({ title: 'Dads’ evening' })));
  await userEvent.type(within(dialog).getByLabelText('Title'), '  Dads’ evening ');
  await userEvent.type(within(dialog).getByLabelText('Date and time'), '2030-03-14T19:00');
  await replace(within(dialog).getByLabelText('Duration (minutes)'), '90');
  await replace(within(dialog).getByLabelText('Max participants'), '8');
  await userEvent.selectOptions(within(dialog).getByLabelText('Meeting type'), 'Support group');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Public meeting' }));
  await submit(dialog);

  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ url: '/api/video-meetings', method: 'POST' });
  expect(JSON.parse(String(calls[0].body))).toEqual({
    title: 'Dads’ evening',
    scheduledFor: new Date('2030-03-14T19:00').toISOString(),
    duration: 90,
    maxParticipants: 8,
    isPublic: false,
    meetingType: 'support_group',
  });
  expect(await screen.findByText('Meeting Created')).toBeInTheDocument();
  expect(created).toHaveBeenCalledWith(expect.objectContaining({ title: 'Dads’ evening' }));
  expect(screen.queryByRole('dialog', { name: 'Create Meeting' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByLabelText('Title')).toHaveValue('');
  expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(60);
});

it('shows the server’s refusal on its field, with the server’s message in the failure toast', async () => {
  const { dialog, created } = await openDialog(() =>
    serviceResponse(400, {
      message: 'Choose a time in the future',
      fieldErrors: { scheduledFor: 'Choose a time in the future' },
    }),
  );
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Coffee chat');
  await userEvent.type(within(dialog).getByLabelText('Date and time'), '2030-03-14T19:00');
  await submit(dialog);

  expect(await screen.findByText('Failed to create meeting')).toBeInTheDocument();
  expect(screen.getAllByText('Choose a time in the future')).toHaveLength(2);
  expect(within(dialog).getByLabelText('Date and time')).toHaveAccessibleDescription('Choose a time in the future');
  expect(screen.getByRole('dialog', { name: 'Create Meeting' })).toBeInTheDocument();
  expect(created).not.toHaveBeenCalled();
});

it('says Failed to create meeting when the server fails without a message', async () => {
  const { dialog } = await openDialog(() => serviceResponse(503, {}));
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Coffee chat');
  await userEvent.type(within(dialog).getByLabelText('Date and time'), '2030-03-14T19:00');
  await submit(dialog);
  expect(await screen.findByText('Failed to create meeting')).toBeInTheDocument();
  expect(screen.getByText('Please try again.')).toBeInTheDocument();
});

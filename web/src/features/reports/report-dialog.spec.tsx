import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import { ReportDialog } from './report-dialog';

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Report this reply' }));
  return screen.getByRole('dialog', { name: 'Report this reply' });
};

it('offers the four reasons and sends the report with its details, then says Report Sent', async () => {
  const calls = routeFetch({ '/api/reports': () => serviceResponse(201, { id: 'report-1', hidden: false }) });
  const reported = jest.fn();
  await renderWithProviders(
    <ReportDialog targetType="reply" targetId="reply-1" what="this reply" onReported={reported} />,
  );
  const dialog = await open();

  expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
  for (const label of ['Spam', 'Harassment', 'Safety concern about a child', 'Other']) {
    expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
  }
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Safety concern about a child' }));
  await userEvent.type(within(dialog).getByLabelText(/Details/), '  Asked my child for a photo.  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await flushPromises();

  const posted = calls.filter((call) => call.method === 'POST');
  expect(posted.map((call): [string, unknown] => [call.url, JSON.parse(String(call.body))])).toEqual([
    [
      '/api/reports',
      { targetType: 'reply', targetId: 'reply-1', reason: 'child_safety', details: 'Asked my child for a photo.' },
    ],
  ]);
  expect(await screen.findByText('Report Sent')).toBeInTheDocument();
  expect(reported).toHaveBeenCalledWith({ id: 'report-1', hidden: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks for a reason before sending, and shows the server’s reason when refused', async () => {
  const calls = routeFetch({
    '/api/reports': () =>
      serviceResponse(409, { message: 'You have already reported this; our team is looking into it.' }),
  });
  await renderWithProviders(<ReportDialog targetType="reply" targetId="reply-1" what="this reply" />);
  const dialog = await open();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await flushPromises();
  expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await flushPromises();
  expect(await screen.findByText('Failed to send report')).toBeInTheDocument();
  expect(screen.getByText('You have already reported this; our team is looking into it.')).toBeInTheDocument();
});

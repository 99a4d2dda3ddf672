import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { DataExportSection } from './data-export-section';

const zipResponse = (archive: Blob, filename: string): Response =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'content-disposition' ? `attachment; filename="${filename}"` : 'application/zip',
    },
    blob: () => Promise.resolve(archive),
  }) as unknown as Response;

const render = (save: jest.Mock) =>
  renderWithProviders(<DataExportSection save={save} />, { loadCurrentUser: () => Promise.resolve(sampleUser) });

describe('DataExportSection', () => {
  it('downloads the archive under the name the server gave it', async () => {
    const archive = new Blob(['PK'], { type: 'application/zip' });
    const fetchMock = mockFetch(zipResponse(archive, 'village-data-2026-11-24.zip'));
    const save = jest.fn();
    const user = userEvent.setup();
    await render(save);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your data has been downloaded.');
    expect(fetchMock).toHaveBeenCalledWith('/api/me/data-export', expect.objectContaining({ method: 'GET' }));
    expect(save).toHaveBeenCalledWith(archive, 'village-data-2026-11-24.zip');
  });

  it("shows the server's message when the export is refused", async () => {
    const refusal = 'You have downloaded your data several times this hour. Please try again later.';
    mockFetch(jsonResponse(429, { message: refusal }));
    const save = jest.fn();
    const user = userEvent.setup();
    await render(save);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(save).not.toHaveBeenCalled();
  });
});

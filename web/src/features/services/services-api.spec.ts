import { browseQuery, listServices, setServiceStatus } from './services-api';
import { routeFetch, sampleService, serviceResponse } from './testing/service-fixtures';

describe('services API', () => {
  it('sends every browse filter to the server and leaves empty ones out', () => {
    expect(
      browseQuery(
        { type: 'playdate', country: 'United Kingdom', postcode: ' SW1A 1AA ', freeOnly: true, limit: 12 },
        'cursor-1',
      ),
    ).toBe('type=playdate&country=United+Kingdom&postcode=SW1A+1AA&freeOnly=true&limit=12&cursor=cursor-1');
    expect(browseQuery({ type: '', freeOnly: false, near: 'BS1 4DJ', nearCountry: 'United Kingdom' })).toBe(
      'near=BS1+4DJ&nearCountry=United+Kingdom',
    );
  });

  it('reads the page from the array body and the next cursor from x-next-cursor', async () => {
    const service = sampleService();
    routeFetch({ '/api/services?': () => serviceResponse(200, [service], { 'X-Next-Cursor': 'abc' }) });
    await expect(listServices({ country: 'Ireland' })).resolves.toEqual({ services: [service], nextCursor: 'abc' });

    routeFetch({ '/api/services': () => serviceResponse(200, []) });
    await expect(listServices({})).resolves.toEqual({ services: [], nextCursor: null });
  });

  it('patches the status as JSON', async () => {
    const calls = routeFetch({ '/api/services/': () => serviceResponse(200, sampleService({ status: 'paused' })) });
    await setServiceStatus('id-1', 'paused');
    expect(calls[0]).toMatchObject({ url: '/api/services/id-1/status', method: 'PATCH', body: '{"status":"paused"}' });
  });
});

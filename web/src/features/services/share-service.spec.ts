import { shareService, shareText, type ShareEnvironment } from './share-service';

const target = {
  title: 'Toddler playdate',
  description: 'A'.repeat(100) + 'B'.repeat(50),
  url: 'https://village.example/service/abc',
};

function environment(overrides: Partial<ShareEnvironment> = {}) {
  const toast = jest.fn();
  return { toast, env: { toast, ...overrides } };
}

describe('shareService', () => {
  it('uses the Web Share API with the first 100 characters of the description', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    const { env, toast } = environment({ share, writeText });

    await expect(shareService(target, env)).resolves.toBe('shared');

    expect(share).toHaveBeenCalledWith({ title: target.title, text: 'A'.repeat(100), url: target.url });
    expect(writeText).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Shared successfully!' });
  });

  it('copies the link when the browser cannot share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { env, toast } = environment({ writeText });

    await expect(shareService(target, env)).resolves.toBe('copied');

    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(toast).toHaveBeenCalledWith({ title: 'Link copied!' });
  });

  it('copies the link when sharing fails, or canShare refuses the data', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const failing = environment({ share: jest.fn().mockRejectedValue(new Error('not allowed')), writeText });
    await expect(shareService(target, failing.env)).resolves.toBe('copied');

    const refusing = environment({ share: jest.fn(), canShare: () => false, writeText });
    await expect(shareService(target, refusing.env)).resolves.toBe('copied');
    expect(refusing.env.share).not.toHaveBeenCalled();
  });

  it("shows a 'Share Link' toast with the URL for 5000 ms when the clipboard fails too", async () => {
    const { env, toast } = environment({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });

    await expect(shareService(target, env)).resolves.toBe('shown');

    expect(toast).toHaveBeenCalledWith({ title: 'Share Link', description: target.url, duration: 5000 });
  });

  it('does nothing more when the member closes the share sheet', async () => {
    const writeText = jest.fn();
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const { env, toast } = environment({ share, writeText });

    await expect(shareService(target, env)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps a short description whole', () => {
    expect(shareText('Short one')).toBe('Short one');
  });
});

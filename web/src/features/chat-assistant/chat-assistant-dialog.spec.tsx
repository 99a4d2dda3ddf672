import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ } from '../../content/faq';
import { ChatLauncher } from './chat-launcher';
import { CHAT_REPLY_DELAY_MS, QUICK_QUESTION_FALLBACK, TYPED_QUESTION_FALLBACK } from './chat-text';
import { flushPromises } from '../../test/render-with-providers';

jest.mock('../../content/faq', () => {
  const actual = jest.requireActual<typeof import('../../content/faq')>('../../content/faq');
  return { FAQ: actual.FAQ.map((entry, index) => (index === 3 ? { ...entry, answer: '' } : entry)) };
});

async function openAssistant(user: ReturnType<typeof userEvent.setup>) {
  render(<ChatLauncher />);
  await user.click(screen.getByRole('button', { name: 'Ask the Village assistant' }));
  await flushPromises();
  return screen.findByRole('dialog', { name: 'Village assistant' });
}

describe('chat assistant', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('greets and offers the first four FAQ questions while only the greeting exists', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    expect(log.children).toHaveLength(1);
    const quick = within(within(dialog).getByRole('list', { name: 'Quick questions' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(FAQ.slice(0, 4).map((entry) => entry.question));
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it('answers a quick question after exactly 1 s and then hides the quick questions', async () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);

    await user.click(within(dialog).getByRole('button', { name: FAQ[1].question }));
    const log = within(dialog).getByRole('log');
    expect(log).toHaveTextContent(`You: ${FAQ[1].question}`);
    expect(within(dialog).queryByRole('list', { name: 'Quick questions' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(log).not.toHaveTextContent(FAQ[1].answer);
    act(() => jest.advanceTimersByTime(1));
    expect(log).toHaveTextContent(`Assistant: ${FAQ[1].answer}`);
  });

  it('gives the quick-question fallback when a quick question has no answer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);
    await user.click(within(dialog).getByRole('button', { name: FAQ[3].question }));
    act(() => jest.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('log')).toHaveTextContent(QUICK_QUESTION_FALLBACK);
  });

  it('keeps Send disabled for an empty or blank message', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    const input = within(dialog).getByRole('textbox', { name: 'Your question' });

    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(within(dialog).getByRole('log').children).toHaveLength(1);
    await user.type(input, 'hi');
    expect(send).toBeEnabled();
  });

  it('answers typed questions from the FAQ and falls back for anything else', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);
    const input = within(dialog).getByRole('textbox', { name: 'Your question' });
    const log = within(dialog).getByRole('log');

    await user.type(input, 'What safety checks do you do?{Enter}');
    expect(input).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(log).toHaveTextContent(FAQ[2].answer);

    await user.type(input, 'Which football team is best?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(999));
    expect(log).not.toHaveTextContent(TYPED_QUESTION_FALLBACK);
    act(() => jest.advanceTimersByTime(1));
    expect(log).toHaveTextContent(TYPED_QUESTION_FALLBACK);
  });

  it('closes on Escape, gives focus back to its button and keeps the conversation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dialog = await openAssistant(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'How do I contact you?{Enter}');
    act(() => jest.advanceTimersByTime(1000));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Ask the Village assistant' });
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    expect(screen.getByRole('dialog')).toHaveTextContent('hello@village.example');
  });
});

export const CHAT_REPLY_DELAY_MS = 1000;
export const QUICK_QUESTION_COUNT = 4;

export const CHAT_GREETING =
  "Hello! I'm the Village assistant. Ask me anything about Village, or choose one of the questions below.";
export const TYPED_QUESTION_FALLBACK =
  'Thanks for your question! For detailed information, please contact our support team or browse our FAQ section.';
export const QUICK_QUESTION_FALLBACK =
  "I don't have a specific answer for that question. Please contact our support team.";

export const TIME_BANK_QUERY =
  'query TimeBank { timeBank { balance heldHours availableHours entries { id reason bookingId hoursDelta createdAt } } }';

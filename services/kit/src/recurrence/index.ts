export * from './recurrence-rule';
export * from './occurrences';

import { defineErrors, ErrorKind } from '@village/kit';

export enum EventsErrorCode {
  EventNotFound = 'EVENT_NOT_FOUND',
  EventInvalid = 'EVENT_INVALID',
  EventClosed = 'EVENT_CLOSED',
  EventCancelled = 'EVENT_CANCELLED',
  EventPaused = 'EVENT_PAUSED',
}

const eventsErrors = defineErrors<EventsErrorCode>({
  [EventsErrorCode.EventNotFound]: ErrorKind.NotFound,
  [EventsErrorCode.EventInvalid]: ErrorKind.Invalid,
  [EventsErrorCode.EventClosed]: ErrorKind.Conflict,
  [EventsErrorCode.EventCancelled]: ErrorKind.Conflict,
  [EventsErrorCode.EventPaused]: ErrorKind.Conflict,
});

/** Unknown, or organised by someone across a block (never revealed): the same answer. */
export const eventNotFound = () => eventsErrors.error(EventsErrorCode.EventNotFound, 'Event not found');

export const eventInvalid = (message: string, fieldErrors: Record<string, string> = {}) =>
  eventsErrors.error(EventsErrorCode.EventInvalid, message, fieldErrors);

export const eventClosed = () =>
  eventsErrors.error(EventsErrorCode.EventClosed, 'This event has already started; RSVPs are closed.');

export const eventCancelled = () =>
  eventsErrors.error(EventsErrorCode.EventCancelled, 'This event has been cancelled; RSVPs are closed.');

export const eventPaused = () => eventsErrors.error(EventsErrorCode.EventPaused, 'RSVPs to this date are paused');

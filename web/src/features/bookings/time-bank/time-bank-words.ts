import type { BookingCareHours } from '../bookings-api';
import type { TimeBankReason } from './time-bank-api';

export const REASON_WORDS: Record<TimeBankReason, string> = {
  starter: 'Starter hours for a verified member',
  care_given: 'Childcare you gave',
  care_received: 'Childcare you received',
};

/** 1 → '1 hour', 2.5 → '2.5 hours'. */
export const hoursWords = (hours: number): string => `${Math.abs(hours)} ${Math.abs(hours) === 1 ? 'hour' : 'hours'}`;

export const signedHours = (delta: number): string => `${delta >= 0 ? '+' : '−'}${hoursWords(delta)}`;

export function careHoursWords(care: BookingCareHours): string {
  const children = care.children === 1 ? '1 child' : `${care.children} children`;
  return `${hoursWords(care.careHours)} of care for ${children}: ${hoursWords(care.hoursCharged)} from the time-bank`;
}

/** The children factor bookings applies (ADR 028), shown so the guest can see the cost before asking. */
export function hoursCharged(careHours: number, children: number): number {
  const factor = children <= 1 ? 1 : children === 2 ? 1.5 : 2;
  return Math.ceil(careHours * factor * 2) / 2;
}

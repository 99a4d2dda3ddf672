import { useSyncExternalStore } from 'react';
import { readConsent, writeConsent, type CookieChoices, type CookieConsent } from './cookie-consent';

type Listener = () => void;

let current: CookieConsent | null | undefined;
let settingsRequests = 0;
const listeners = new Set<Listener>();

export function getConsent(): CookieConsent | null {
  if (current === undefined) {
    current = readConsent();
  }
  return current;
}

export function saveConsent(choices: CookieChoices): CookieConsent {
  current = writeConsent(choices);
  notify();
  return current;
}

export function requestCookieSettings(): void {
  settingsRequests += 1;
  notify();
}

export function getSettingsRequests(): number {
  return settingsRequests;
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeToConsent, getConsent, () => null);
}

export function useSettingsRequests(): number {
  return useSyncExternalStore(subscribeToConsent, getSettingsRequests, () => 0);
}

export function resetConsentStoreForTests(): void {
  current = undefined;
  settingsRequests = 0;
  listeners.clear();
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

import type { Provider } from '@nestjs/common';
import { CONNECTED_ACCOUNTS, PLATFORM_ADAPTERS, type ConnectedAccounts, type PlatformAdapter } from './publisher.port';

const noAdapters: PlatformAdapter[] = [];
const noAccounts: ConnectedAccounts = { accountFor: () => Promise.resolve(null) };

/** The configured platforms' adapters and members' connected accounts. */
export const platformAdaptersProviders: Provider[] = [
  { provide: PLATFORM_ADAPTERS, useValue: noAdapters },
  { provide: CONNECTED_ACCOUNTS, useValue: noAccounts },
];

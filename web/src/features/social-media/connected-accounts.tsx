import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { assignLocation } from '../../lib/browser-location';
import {
  disconnectSocialAccount,
  startSocialAccountConnection,
  type SocialAccount,
  type SocialPlatform,
} from './social-media-api';
import { platformInfo } from './social-words';

interface ConnectedAccountsProps {
  accounts: readonly SocialAccount[];
  onChanged: () => void;
}

/** Each platform: sandbox (nothing is posted), or Connect / 'Connected as …' with Disconnect. */
export function ConnectedAccounts({ accounts, onChanged }: ConnectedAccountsProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<SocialPlatform | null>(null);

  const failed = (title: string, error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: error instanceof ApiError ? error.serverMessage() : 'Please try again in a moment.',
    });

  const connect = async (platform: SocialPlatform) => {
    setBusy(platform);
    try {
      const { authorizeUrl } = await startSocialAccountConnection(platform);
      assignLocation(authorizeUrl);
    } catch (error) {
      failed('Could not connect', error);
      setBusy(null);
    }
  };

  const disconnect = async (platform: SocialPlatform) => {
    setBusy(platform);
    try {
      await disconnectSocialAccount(platform);
      toast({
        title: 'Account Disconnected',
        description: `Village no longer posts to ${platformInfo(platform).name}.`,
      });
      onChanged();
    } catch (error) {
      failed('Could not disconnect', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className="text-xl font-bold">
        Connected accounts
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {accounts.map((account) => {
          const name = platformInfo(account.platform).name;
          return (
            <li key={account.platform} aria-label={name} className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-semibold">{name}</p>
                {account.mode === 'sandbox' ? (
                  <p className="text-sm text-ink-muted">Sandbox — nothing is posted to {name}</p>
                ) : null}
                {account.mode === 'connected' ? (
                  <Badge tone="sage">Connected as {account.accountName ?? name}</Badge>
                ) : null}
              </div>
              {account.mode === 'not_connected' ? (
                <Button
                  size="sm"
                  pending={busy === account.platform}
                  aria-label={`Connect ${name}`}
                  onClick={() => void connect(account.platform)}
                >
                  Connect
                </Button>
              ) : null}
              {account.mode === 'connected' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  pending={busy === account.platform}
                  aria-label={`Disconnect ${name}`}
                  onClick={() => void disconnect(account.platform)}
                >
                  Disconnect
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

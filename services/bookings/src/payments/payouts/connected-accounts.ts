import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConnectedAccountState } from '../providers/payment-provider.port';

export interface ConnectedAccount extends ConnectedAccountState {
  hostId: string;
  updatedAt: Date;
}

type AccountRow = {
  host_id: string;
  provider_account_id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  updated_at: Date;
};

const accountOf = (row: AccountRow): ConnectedAccount => ({
  hostId: row.host_id,
  accountId: row.provider_account_id,
  chargesEnabled: row.charges_enabled,
  payoutsEnabled: row.payouts_enabled,
  detailsSubmitted: row.details_submitted,
  updatedAt: new Date(row.updated_at),
});

const COLUMNS = 'host_id, provider_account_id, charges_enabled, payouts_enabled, details_submitted, updated_at';

/** The `connected_accounts` rows: each host's account with the provider that receives their payouts. */
@Injectable()
export class ConnectedAccounts {
  async ofHost(manager: EntityManager, hostId: string): Promise<ConnectedAccount | null> {
    const rows: AccountRow[] = await manager.query(`SELECT ${COLUMNS} FROM connected_accounts WHERE host_id = $1`, [
      hostId,
    ]);
    return rows[0] ? accountOf(rows[0]) : null;
  }

  /** Keeps the first account a host was given (a concurrent second one is not recorded); answers the row. */
  async keep(
    manager: EntityManager,
    hostId: string,
    state: ConnectedAccountState,
    now: Date,
  ): Promise<ConnectedAccount> {
    await manager.query(
      `INSERT INTO connected_accounts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (host_id) DO NOTHING`,
      [hostId, state.accountId, state.chargesEnabled, state.payoutsEnabled, state.detailsSubmitted, now],
    );
    const kept = await this.ofHost(manager, hostId);
    if (!kept) throw new Error(`the connected account of host ${hostId} vanished as it was kept`);
    return kept;
  }

  /** The provider's news about an account (e.g. `account.updated`); false when no host has that account. */
  async update(manager: EntityManager, state: ConnectedAccountState, now: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `UPDATE connected_accounts SET charges_enabled = $2, payouts_enabled = $3, details_submitted = $4,
         updated_at = $5 WHERE provider_account_id = $1 RETURNING host_id`,
      [state.accountId, state.chargesEnabled, state.payoutsEnabled, state.detailsSubmitted, now],
    );
    return rows.length > 0;
  }
}

import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OBJECT_STORE, type ObjectStore } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { MediaObject } from './media-object.entity';

export const PENDING_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const BATCH_SIZE = 100;

/**
 * Removes uploads nobody claimed within an hour (rows and stored files). Each batch holds its rows'
 * locks while deleting files, so an attach racing the sweep either wins or finds the row gone; replicas
 * skip each other's rows.
 */
@Injectable()
export class PendingUploadSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PendingUploadSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweepAndLog().finally(() => {
        this.running = undefined;
      });
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deletes pending uploads created before `now` minus an hour; returns how many. */
  async sweep(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - PENDING_UPLOAD_MAX_AGE_MS);
    let removed = 0;
    for (;;) {
      const batch = await this.sweepBatch(cutoff);
      removed += batch;
      if (batch < BATCH_SIZE) return removed;
    }
  }

  private async sweepAndLog(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) this.logger.log(`removed ${removed} unclaimed uploads`);
    } catch (error) {
      this.logger.error(`sweeping unclaimed uploads failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private sweepBatch(cutoff: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const stale = await manager
        .createQueryBuilder(MediaObject, 'object')
        .where('object.status = :status AND object.created_at < :cutoff', { status: 'pending', cutoff })
        .orderBy('object.created_at')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const object of stale) {
        for (const variant of Object.values(object.variants)) await this.store.delete(object.bucket, variant.key);
      }
      if (stale.length > 0) await manager.delete(MediaObject, { id: In(stale.map((object) => object.id)) });
      return stale.length;
    });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLOCK,
  hours,
  OBJECT_STORE,
  type Clock,
  type JobContext,
  type JobHandler,
  type ObjectStore,
} from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { MediaObject } from './media-object.entity';
import type { SweepPendingUploads } from './sweep-pending-uploads.job';

export const PENDING_UPLOAD_MAX_AGE_MS = hours(1);
const BATCH_SIZE = 100;

/**
 * Removes uploads nobody claimed within an hour and discarded objects (e.g. photos of a deleted service): rows and
 * stored files. Each batch holds its rows'
 * locks while deleting files, so an attach racing the sweep either wins or finds the row gone; replicas
 * skip each other's rows. A run that fails is retried by the job queue, and the next one carries on.
 */
@Injectable()
export class SweepPendingUploadsHandler implements JobHandler<SweepPendingUploads> {
  private readonly logger = new Logger(SweepPendingUploadsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(_data: SweepPendingUploads, job: JobContext): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - PENDING_UPLOAD_MAX_AGE_MS);
    let removed = 0;
    for (;;) {
      const batch = await this.sweepBatch(cutoff);
      removed += batch;
      // Stopping between batches when the run is aborted (timeout, shutdown) leaves the rest to the next run.
      if (batch < BATCH_SIZE || job.signal.aborted) break;
    }
    if (removed > 0) this.logger.log(`removed ${removed} unclaimed or discarded uploads`);
  }

  private sweepBatch(cutoff: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const stale = await manager
        .createQueryBuilder(MediaObject, 'object')
        .where('(object.status = :pending AND object.created_at < :cutoff) OR object.status = :discarded', {
          pending: 'pending',
          cutoff,
          discarded: 'discarded',
        })
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

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OBJECT_STORE, type Clock, type JobContext, type JobHandler, type ObjectStore } from '@village/kit';
import { In, type DataSource } from 'typeorm';
import { MediaObject } from './media-object.entity';
import type { DeleteExpiredObjects } from './delete-expired-objects.job';

const BATCH_SIZE = 100;

/**
 * Deletes the files and rows of objects whose `deleteAfter` has passed (the service's clock), in batches whose
 * rows stay locked while their files go; replicas skip each other's rows and a failed run is retried.
 */
@Injectable()
export class DeleteExpiredObjectsHandler implements JobHandler<DeleteExpiredObjects> {
  private readonly logger = new Logger(DeleteExpiredObjectsHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(_data: DeleteExpiredObjects, job: JobContext): Promise<void> {
    const now = this.clock.now();
    let removed = 0;
    for (;;) {
      const batch = await this.deleteBatch(now);
      removed += batch;
      if (batch < BATCH_SIZE || job.signal.aborted) break;
    }
    if (removed > 0) this.logger.log(`deleted ${removed} objects past their retention`);
  }

  private deleteBatch(now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const expired = await manager
        .createQueryBuilder(MediaObject, 'object')
        .where('object.delete_after <= :now', { now })
        .orderBy('object.delete_after')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const object of expired) {
        for (const variant of Object.values(object.variants)) await this.store.delete(object.bucket, variant.key);
      }
      if (expired.length > 0) await manager.delete(MediaObject, { id: In(expired.map((object) => object.id)) });
      return expired.length;
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { enhancedProfileOf, type EnhancedProfile } from './enhanced-profile';
import { EnhancedProfileEntity } from './enhanced-profile.entity';

/** A member's own enhanced profile, with the spec's defaults until they save one. */
@Injectable()
export class GetEnhancedProfileUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(userId: string): Promise<EnhancedProfile> {
    return enhancedProfileOf(await this.dataSource.getRepository(EnhancedProfileEntity).findOneBy({ userId }));
  }
}

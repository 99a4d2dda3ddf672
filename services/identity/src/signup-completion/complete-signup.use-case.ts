import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';

/** The member finished signing up (on /signup-complete): their dashboard stops sending them there. Idempotent. */
@Injectable()
export class CompleteSignupUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(userId: string): Promise<UserEntity> {
    const users = this.dataSource.getRepository(UserEntity);
    await users.update({ id: userId, hasPendingSignup: true }, { hasPendingSignup: false });
    const user = await users.findOneBy({ id: userId });
    if (!user) throw sessionInvalid();
    return user;
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { PreEmptiveBlock, PreEmptiveBlockInput, type PreEmptiveBlockKind } from './pre-emptive-block.model';
import { PreEmptiveBlocks, type PreEmptiveBlock as PreEmptiveBlockView } from './pre-emptive-blocks';

const toModel = (block: PreEmptiveBlockView): PreEmptiveBlock => ({
  ...block,
  kind: block.kind as PreEmptiveBlockKind,
});

@Resolver(() => PreEmptiveBlock)
export class PreEmptiveBlocksResolver {
  constructor(private readonly blocks: PreEmptiveBlocks) {}

  @Query(() => [PreEmptiveBlock], {
    description: "The signed-in member's blocks by email address or phone number, newest first (never the contact).",
  })
  async myPreEmptiveBlocks(@CurrentUser() viewer: AuthenticatedUser): Promise<PreEmptiveBlock[]> {
    return (await this.blocks.of(viewer.id)).map(toModel);
  }

  @Mutation(() => PreEmptiveBlock, {
    description:
      'Blocks an email address or phone number before its owner joins; they are blocked the moment they register ' +
      'the address, or save the number on their profile.',
  })
  async addPreEmptiveBlock(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => PreEmptiveBlockInput }) input: PreEmptiveBlockInput,
  ): Promise<PreEmptiveBlock> {
    return toModel(
      await this.blocks.add(viewer.id, {
        email: input.email ?? undefined,
        phone: input.phone ?? undefined,
        label: input.label ?? undefined,
      }),
    );
  }

  @Mutation(() => Boolean, { description: "Removes one of the member's pre-emptive blocks." })
  async removePreEmptiveBlock(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.blocks.remove(viewer.id, id);
    return true;
  }
}

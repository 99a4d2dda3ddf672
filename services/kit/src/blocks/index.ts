export * from './member-block.entity';
export * from './member-blocks.consumers';
export * from './blocked-either-way';

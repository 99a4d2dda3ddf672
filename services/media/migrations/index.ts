import { InitialMediaSchema1763760000000 } from './1763760000000-initial-media-schema';
import { IdentityDocuments1796450000000 } from './1796450000000-identity-documents';
import { ServicePhotos1797000200000 } from './1797000200000-service-photos';
import { VideoMeetings1799100000000 } from './1799100000000-video-meetings';
import { MediaMemberBlocksAndContacts1799100010000 } from './1799100010000-media-member-blocks-and-contacts';
import { OutboxTraceParent1799300140500 } from './1799300140500-outbox-trace-parent';
import { ErasedMembers1799300160300 } from './1799300160300-erased-members';

/** media's migrations, oldest first. */
export const mediaMigrations = [
  InitialMediaSchema1763760000000,
  IdentityDocuments1796450000000,
  ServicePhotos1797000200000,
  VideoMeetings1799100000000,
  MediaMemberBlocksAndContacts1799100010000,
  OutboxTraceParent1799300140500,
  ErasedMembers1799300160300,
];

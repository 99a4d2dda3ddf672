import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import type { Participant } from './call-channel';
import { StreamVideo } from './stream-video';

const tileClass = 'relative overflow-hidden rounded-2xl bg-ink text-white aspect-video';
const videoClass = 'size-full object-cover';
const captionClass = 'absolute bottom-2 left-2 rounded-full bg-ink/75 px-3 py-1 text-sm font-semibold';

export function OwnTile({ stream, video }: { stream: MediaStream | null; video: boolean }) {
  return (
    <figure className={tileClass}>
      <StreamVideo stream={stream} muted className={`${videoClass} -scale-x-100`} aria-label="Your camera" />
      <figcaption className={captionClass}>You{video ? '' : ' (Camera off)'}</figcaption>
    </figure>
  );
}

export function RemoteTile({
  participant,
  stream,
  canRemove,
  onRemove,
}: {
  participant: Participant;
  stream: MediaStream | undefined;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const caption = `${participant.name}${participant.isHost ? ' (Host)' : ''}${participant.video ? '' : ' (Camera off)'}`;
  return (
    <figure className={tileClass}>
      <StreamVideo
        stream={stream}
        className={videoClass}
        data-testid="remote-video"
        data-peer-id={participant.peerId}
        aria-label={`${participant.name}'s video`}
      />
      <figcaption className={captionClass}>{caption}</figcaption>
      {canRemove ? <RemoveParticipant name={participant.name} onRemove={onRemove} /> : null}
    </figure>
  );
}

function RemoveParticipant({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="inverse" className="absolute top-2 right-2" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Remove ${name} from the call?`}
        description="They will leave the call and cannot join this meeting again."
      >
        <DialogActions className="mt-6">
          <DialogClose asChild>
            <Button variant="danger" onClick={onRemove}>
              Remove
            </Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

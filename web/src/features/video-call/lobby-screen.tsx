import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { hostName, type CallMeeting } from './video-call-api';

/** A private meeting's lobby: the member knocked and waits for the host. */
export function LobbyScreen({ meeting, onLeave }: { meeting: CallMeeting; onLeave: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-16">
      <h1 className="text-4xl font-extrabold">Waiting for the host to let you in</h1>
      <p role="status" className="text-lg">
        {hostName(meeting)} has been told you are here for {meeting.title}.
      </p>
      <Button variant="secondary" onClick={onLeave}>
        Leave
      </Button>
    </div>
  );
}

/** Between Join Call and the room's answer (and while socket.io keeps retrying a first connection). */
export function ConnectingScreen({ onLeave }: { onLeave: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-16">
      <h1 className="text-4xl font-extrabold">Connecting to the call…</h1>
      <Spinner label="Connecting to the call" />
      <Button variant="secondary" onClick={onLeave}>
        Leave
      </Button>
    </div>
  );
}

import { Button } from '../../components/ui/button';
import type { LobbyEntry } from './call-channel';

/** The host's view of who knocks, oldest first, each with Admit and Refuse. */
export function LobbyQueue({
  waiting,
  onAdmit,
  onRefuse,
}: {
  waiting: LobbyEntry[];
  onAdmit: (peerId: string) => void;
  onRefuse: (peerId: string) => void;
}) {
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="lobby-heading" className="rounded-2xl border border-clay-200 bg-white p-4 text-ink">
      <h2 id="lobby-heading" className="text-lg font-bold">
        Waiting to join ({waiting.length})
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {waiting.map((entry) => (
          <li key={entry.peerId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{entry.name}</span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => onAdmit(entry.peerId)} aria-label={`Admit ${entry.name}`}>
                Admit
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onRefuse(entry.peerId)}
                aria-label={`Refuse ${entry.name}`}
              >
                Refuse
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

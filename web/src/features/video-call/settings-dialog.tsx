import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { inputStyles } from '../../components/ui/text-field';
import { FieldLabel } from '../../components/ui/field-label';
import type { DeviceKind } from './use-local-media';

interface DeviceChoice {
  deviceId: string;
  label: string;
}

const KIND_NAMES: Record<DeviceKind, string> = { videoinput: 'Camera', audioinput: 'Microphone' };

async function devicesOf(): Promise<Record<DeviceKind, DeviceChoice[]>> {
  const devices = (await navigator.mediaDevices?.enumerateDevices()) ?? [];
  const choices = (kind: DeviceKind) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, index) => ({
        deviceId: device.deviceId,
        label: device.label || `${KIND_NAMES[kind]} ${index + 1}`,
      }));
  return { videoinput: choices('videoinput'), audioinput: choices('audioinput') };
}

/** Picks the camera and microphone the call sends, from the devices the browser lists. */
export function SettingsDialog({
  stream,
  onPick,
}: {
  stream: MediaStream | null;
  onPick: (kind: DeviceKind, deviceId: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [devices, setDevices] = useState<Record<DeviceKind, DeviceChoice[]> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let active = true;
    devicesOf().then(
      (found) => active && setDevices(found),
      () => active && setProblem('Your devices could not be listed.'),
    );
    return () => {
      active = false;
    };
  }, [open]);

  const currentOf = (kind: DeviceKind) => {
    const track = kind === 'videoinput' ? stream?.getVideoTracks()[0] : stream?.getAudioTracks()[0];
    return track?.getSettings().deviceId ?? '';
  };

  const pick = async (kind: DeviceKind, deviceId: string) => {
    setProblem(null);
    try {
      await onPick(kind, deviceId);
    } catch {
      setProblem(`That ${KIND_NAMES[kind].toLowerCase()} could not be started.`);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Settings" description="Choose the camera and microphone the call uses.">
        <div className="mt-4 flex flex-col gap-4">
          {(['videoinput', 'audioinput'] as const).map((kind) => (
            <div key={kind}>
              <FieldLabel htmlFor={`call-${kind}`}>{KIND_NAMES[kind]}</FieldLabel>
              <select
                id={`call-${kind}`}
                className={inputStyles}
                value={currentOf(kind)}
                disabled={!devices}
                onChange={(event) => void pick(kind, event.target.value)}
              >
                {devices?.[kind].length ? null : <option value="">No {KIND_NAMES[kind].toLowerCase()} found</option>}
                {devices?.[kind].map((device) => (
                  <option key={device.deviceId} value={device.deviceId}>
                    {device.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {problem ? (
            <p role="alert" className="text-danger-600">
              {problem}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

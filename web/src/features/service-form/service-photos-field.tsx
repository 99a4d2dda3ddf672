import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { errorProps, FieldError, FieldHint } from '../../components/ui/field-error';
import { FieldLabel } from '../../components/ui/field-label';
import { checkProfilePhoto } from '../auth/profile-photo';
import type { ServicePhoto } from '../services/services-api';

export const MAX_SERVICE_PHOTOS = 5;
export const TOO_MANY_PHOTOS = 'You can add up to 5 photos';

const FIELD_ID = 'photos';

interface ServicePhotosFieldProps {
  /** Photos the service already has (edit mode), in order. */
  kept: readonly ServicePhoto[];
  onRemoveKept: (id: string) => void;
  added: readonly File[];
  onAddedChange: (files: File[]) => void;
  error?: string;
}

/** Up to 5 photos: the ones kept from the service, then new files previewed from object URLs; each removable. */
export function ServicePhotosField({ kept, onRemoveKept, added, onAddedChange, error }: ServicePhotosFieldProps) {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [limitMessage, setLimitMessage] = useState<string>();
  const previews = useObjectUrls(added);
  const room = MAX_SERVICE_PHOTOS - kept.length - added.length;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = checkProfilePhoto(file);
      if (problem) {
        toast({ variant: 'destructive', ...problem });
        return;
      }
      accepted.push(file);
    }
    setLimitMessage(accepted.length > room ? TOO_MANY_PHOTOS : undefined);
    if (accepted.length > 0 && room > 0) onAddedChange([...added, ...accepted.slice(0, room)]);
  };

  const removeAdded = (index: number) => {
    setLimitMessage(undefined);
    onAddedChange(added.filter((_, position) => position !== index));
    inputRef.current?.focus();
  };

  const removeKept = (id: string) => {
    setLimitMessage(undefined);
    onRemoveKept(id);
    inputRef.current?.focus();
  };

  const message = limitMessage ?? error;
  const count = kept.length + added.length;

  return (
    <fieldset className="min-w-0 rounded-xl border border-sand-200 p-4">
      <legend className="px-1 font-semibold">Photos (optional)</legend>
      <FieldLabel htmlFor={FIELD_ID}>Add photos</FieldLabel>
      <FieldHint
        fieldId={FIELD_ID}
        hint={`Up to ${MAX_SERVICE_PHOTOS} photos, JPG, PNG, GIF or WebP, 10MB each. ${count} of ${MAX_SERVICE_PHOTOS} added.`}
      />
      <input
        ref={inputRef}
        id={FIELD_ID}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={room <= 0}
        onChange={handleChange}
        className="mt-2 w-full min-w-0 max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-clay-100 file:px-4 file:py-2 file:font-semibold file:text-clay-800 disabled:opacity-60"
        {...errorProps(FIELD_ID, message, 'hint')}
      />
      <FieldError fieldId={FIELD_ID} message={message} />
      {count > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Chosen photos">
          {kept.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              src={photo.thumbnailUrl}
              alt={`Photo ${index + 1} of this service`}
              onRemove={() => removeKept(photo.id)}
              removeLabel={`Remove photo ${index + 1}`}
            />
          ))}
          {added.map((file, index) => (
            <PhotoTile
              key={`${file.name}-${index}`}
              src={previews[index]}
              alt={`Preview of ${file.name}`}
              onRemove={() => removeAdded(index)}
              removeLabel={`Remove ${file.name}`}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function PhotoTile({
  src,
  alt,
  onRemove,
  removeLabel,
}: {
  src: string | undefined;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="flex flex-col gap-2">
      {src ? (
        <img src={src} alt={alt} className="aspect-square w-full rounded-lg border border-sand-200 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full rounded-lg bg-sand-100" />
      )}
      <Button variant="secondary" size="sm" onClick={onRemove} aria-label={removeLabel}>
        Remove
      </Button>
    </li>
  );
}

/** Object URLs for the files' previews, revoked when the files change or the field goes away. */
function useObjectUrls(files: readonly File[]): (string | undefined)[] {
  const [made, setMade] = useState<{ files: readonly File[]; urls: string[] }>({ files: [], urls: [] });
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setMade({ files, urls });
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return made.files === files ? made.urls : [];
}

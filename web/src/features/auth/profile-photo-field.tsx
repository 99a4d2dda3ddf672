import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorProps, FieldError } from '../../components/ui/field-error';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/toast';
import { checkProfilePhoto } from './profile-photo';

interface ProfilePhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

const FIELD_ID = 'profilePhoto';

export function ProfilePhotoField({ file, onChange, error }: ProfilePhotoFieldProps) {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(file);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = event.target.files?.[0] ?? null;
    if (!selected) {
      return;
    }
    const problem = checkProfilePhoto(selected);
    if (problem) {
      event.target.value = '';
      toast({ variant: 'destructive', ...problem });
      return;
    }
    onChange(selected);
  };

  const handleRemove = () => {
    onChange(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold">Profile photo (optional)</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt="Preview of your profile photo"
            className="size-24 shrink-0 rounded-full border border-sand-200 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            data-testid="profile-photo-placeholder"
            className="size-24 shrink-0 rounded-full border border-dashed border-sand-300 bg-sand-100"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={FIELD_ID} className="text-sm">
            Choose an image (JPG, PNG, GIF or WebP, up to 10MB)
          </label>
          <input
            ref={inputRef}
            id={FIELD_ID}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={handleChange}
            className="w-full min-w-0 max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-clay-100 file:px-4 file:py-2 file:font-semibold file:text-clay-800"
            {...errorProps(FIELD_ID, error)}
          />
          {file ? (
            <Button variant="secondary" size="sm" onClick={handleRemove} className="self-start">
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError fieldId={FIELD_ID} message={error} />
    </fieldset>
  );
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { CurrentUser } from '../../api/current-user';
import { useAuth } from '../auth/auth-context';
import { COUNTRIES } from '../auth/countries';
import { ProfilePhotoField } from '../auth/profile-photo-field';
import { basicInfoSchema, type BasicInfoValues } from './basic-info.schema';
import { saveProfileSetup } from './profile-setup-api';

export function BasicInfoForm({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BasicInfoValues, unknown, BasicInfoValues>({
    resolver: zodResolver(basicInfoSchema),
    defaultValues: { country: user.country ?? '', postcode: user.postcode ?? '' },
  });

  const onSubmit = async (values: BasicInfoValues) => {
    try {
      await saveProfileSetup({ ...values, profileImage: photo });
      setPhoto(null);
      await refresh();
      toast({ title: 'Profile Updated!', description: 'Your profile has been saved.' });
    } catch {
      toast({ variant: 'destructive', title: 'Failed to update profile' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <SelectField
        id="country"
        label="Country"
        placeholder="Select your country"
        options={COUNTRIES}
        error={errors.country?.message}
        {...register('country')}
      />
      <TextField
        id="postcode"
        label="Postcode"
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      {user.profileImageUrl && !photo ? (
        <div className="flex items-center gap-3">
          <img
            src={user.profileImageUrl}
            alt="Your current profile photo"
            className="size-16 rounded-full object-cover"
          />
          <p className="text-sm text-ink-muted">A new photo replaces this one.</p>
        </div>
      ) : null}
      <ProfilePhotoField file={photo} onChange={setPhoto} />
      <Button type="submit" pending={isSubmitting} className="self-start">
        Save Profile
      </Button>
    </form>
  );
}

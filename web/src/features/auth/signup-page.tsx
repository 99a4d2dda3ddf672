import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { registerMember } from '../../api/auth-api';
import { RegistrationError, registrationFailureMessage } from '../../api/registration-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { Checkbox } from '../../components/ui/checkbox';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { assignLocation, sameOriginPath } from '../../lib/browser-location';
import { useAuth } from './auth-context';
import { AuthLayout } from './auth-layout';
import { readPrefill } from './auth-prefill';
import { DEFAULT_REGISTRATION_REDIRECT, REGISTRATION_REDIRECT_MS } from './auth-timing';
import { COUNTRIES } from './countries';
import { PasswordField } from './password-field';
import { ProfilePhotoField } from './profile-photo-field';
import { buildRegistrationFormData } from './registration-form-data';
import { signupDefaults, signupFields, signupSchema, type SignupInput, type SignupValues } from './signup.schema';

export default function SignupPage() {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const location = useLocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { ...signupDefaults, ...readPrefill(location.state) },
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: SignupValues) => {
    setPhotoError(undefined);
    try {
      const result = await registerMember(buildRegistrationFormData(values, photo));
      toast({ title: 'Welcome to Village!', description: 'Your account has been created successfully.' });
      setRedirecting(true);
      const target = (result.redirectUrl && sameOriginPath(result.redirectUrl)) || DEFAULT_REGISTRATION_REDIRECT;
      redirectTimer.current = setTimeout(() => assignLocation(target), REGISTRATION_REDIRECT_MS);
      void refresh();
    } catch (error) {
      if (error instanceof RegistrationError) {
        showFieldErrors(error.fieldErrors);
      }
      toast({ variant: 'destructive', title: 'Sign up failed', description: registrationFailureMessage(error) });
    }
  };

  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (field === 'profilePhoto') {
        setPhotoError(message);
      } else if ((signupFields as string[]).includes(field)) {
        setError(field as keyof SignupInput, { type: 'server', message });
      }
    }
  };

  const pending = isSubmitting || redirecting;

  return (
    <AuthLayout title="Join Village" subtitle="Create your free account and meet parents near you.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Create account">
        <TextField
          id="fullName"
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="city"
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            id="postcode"
            label="Postcode"
            autoComplete="postal-code"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </div>
        <SelectField
          id="country"
          label="Country"
          placeholder="Select your country"
          options={COUNTRIES}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <fieldset className="flex flex-col gap-3 rounded-xl border border-sand-200 p-4">
          <legend className="px-1 text-sm font-semibold">About you</legend>
          {SITUATION_OPTIONS.map((option) => (
            <Controller
              key={option.name}
              control={control}
              name={option.name}
              render={({ field }) => (
                <Checkbox
                  id={option.name}
                  label={option.label}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ))}
        </fieldset>
        <ProfilePhotoField
          file={photo}
          onChange={(file) => {
            setPhoto(file);
            setPhotoError(undefined);
          }}
          error={photoError}
        />
        <Button type="submit" pending={pending} block size="lg">
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <p>
          Already have an account?{' '}
          <Link to="/signin" className={linkStyles}>
            Sign in
          </Link>
        </p>
        <Link to="/" className={linkStyles}>
          Back to home
        </Link>
      </div>
    </AuthLayout>
  );
}

const SITUATION_OPTIONS = [
  { name: 'isSingleParent', label: 'I am a single parent' },
  { name: 'isLookingForColiving', label: 'I am looking for co-living' },
  { name: 'offersServices', label: 'I offer services' },
] as const;

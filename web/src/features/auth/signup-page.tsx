import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { registerMember } from '../../api/auth-api';
import { RegistrationError, registrationFailureMessage } from '../../api/registration-error';
import { useToast } from '../../components/toast';
import { buttonStyles, linkStyles } from '../../components/ui/button-styles';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { assignLocation, sameOriginPath } from '../../lib/browser-location';
import { useAuth } from './auth-context';
import { AuthLayout } from './auth-layout';
import { DEFAULT_REGISTRATION_REDIRECT, REGISTRATION_REDIRECT_MS } from './auth-timing';
import { COUNTRIES } from './countries';
import { ProfilePhotoField } from './profile-photo-field';
import { buildRegistrationFormData } from './registration-form-data';
import { signupDefaults, signupFields, signupSchema, type SignupInput, type SignupValues } from './signup.schema';

export default function SignupPage() {
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: signupDefaults,
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
        <TextField
          id="password"
          label="Password"
          type="password"
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
          <CheckboxField id="isSingleParent" label="I am a single parent" {...register('isSingleParent')} />
          <CheckboxField
            id="isLookingForColiving"
            label="I am looking for co-living"
            {...register('isLookingForColiving')}
          />
          <CheckboxField id="offersServices" label="I offer services" {...register('offersServices')} />
        </fieldset>
        <ProfilePhotoField
          file={photo}
          onChange={(file) => {
            setPhoto(file);
            setPhotoError(undefined);
          }}
          error={photoError}
        />
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </button>
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
